import type { Answer, Schemas } from './contract';
import { apiUrl, callIdentity, post } from './http';

export type StoredFile = Schemas['StoredFile'];

/** Spec 01 §7 notes what the file service's calls carry: the product id in the query (delfile: and the space id). */
const product = () => encodeURIComponent(String(callIdentity(['productid']).productid));

/** The upload address for antd's Upload (multipart field `file`), spec 01 §7. */
export const uploadUrl = (replaceId?: string) =>
  replaceId
    ? apiUrl(`file/reupload?productid=${product()}&id=${encodeURIComponent(replaceId)}`)
    : apiUrl(`file/upload?productid=${product()}`);

export const fileUrl = (id: string, download = false) =>
  apiUrl(`file/getfile?productid=${product()}&id=${encodeURIComponent(id)}&download=${download ? 1 : 0}`);

export const deleteFiles = (ids: string[]) =>
  post<Answer<'/api/file/delfile', 'post'>>(
    'file/delfile',
    { delfile_name: ids.join(',') },
    { carries: ['productid', 'spaceid'] },
  );
