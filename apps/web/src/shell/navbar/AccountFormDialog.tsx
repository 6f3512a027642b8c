import { Spin } from 'antd';
import { Suspense, type ComponentType } from 'react';
import Dialog from '../../components/Dialog';
import type { AccountFormProps } from './account-dialogs';

interface Props {
  open: boolean;
  title: string;
  Form: ComponentType<AccountFormProps>;
  onClose: () => void;
}

/** The shell's frame around a form the accounts area owns (modify phone, join a company). */
export default function AccountFormDialog({ open, title, Form, onClose }: Props) {
  return (
    <Dialog open={open} title={title} footer={null} onCancel={onClose} destroyOnHidden>
      <Suspense fallback={<Spin />}>{open && <Form onDone={onClose} />}</Suspense>
    </Dialog>
  );
}
