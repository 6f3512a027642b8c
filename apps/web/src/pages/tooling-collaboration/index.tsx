import { useSearchParams } from 'react-router';
import ToolingList from '../../features/tooling/ToolingList';
import ToolingView from '../../features/tooling/ToolingView';

/** Tooling made for customers (issue 20): the list, or one tooling with `?no=`. */
export default function ToolingCollaborationPage() {
  const [search] = useSearchParams();
  const no = search.get('no');
  return no ? <ToolingView no={no} /> : <ToolingList />;
}
