import { PRODUCT_ID } from '@pcbunion/core';
import { apiUrl, post } from './http';

export interface StoredFile {
  id: string;
  name: string;
  url: string;
  size: number;
  type: string;
}

/** The upload address for antd's Upload (multipart field `file`), spec 01 §7. */
export const uploadUrl = (replaceId?: string) =>
  replaceId
    ? apiUrl(`file/reupload?productid=${PRODUCT_ID}&id=${encodeURIComponent(replaceId)}`)
    : apiUrl(`file/upload?productid=${PRODUCT_ID}`);

export const fileUrl = (id: string, download = false) =>
  apiUrl(`file/getfile?productid=${PRODUCT_ID}&id=${encodeURIComponent(id)}&download=${download ? 1 : 0}`);

export const deleteFiles = (ids: string[]) =>
  post<null>('file/delfile', { delfile_name: ids.join(','), productid: PRODUCT_ID });
