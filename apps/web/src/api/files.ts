import { PRODUCT_ID } from '@pcbunion/core';
import type { Answer, Schemas } from './contract';
import { apiUrl, post } from './http';

export type StoredFile = Schemas['StoredFile'];

/** The upload address for antd's Upload (multipart field `file`), spec 01 §7. */
export const uploadUrl = (replaceId?: string) =>
  replaceId
    ? apiUrl(`file/reupload?productid=${PRODUCT_ID}&id=${encodeURIComponent(replaceId)}`)
    : apiUrl(`file/upload?productid=${PRODUCT_ID}`);

export const fileUrl = (id: string, download = false) =>
  apiUrl(`file/getfile?productid=${PRODUCT_ID}&id=${encodeURIComponent(id)}&download=${download ? 1 : 0}`);

export const deleteFiles = (ids: string[]) =>
  post<Answer<'/api/file/delfile', 'post'>>('file/delfile', { delfile_name: ids.join(','), productid: PRODUCT_ID });
