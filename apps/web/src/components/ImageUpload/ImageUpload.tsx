import { PlusOutlined } from '@ant-design/icons';
import { App, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadUrl, type StoredFile } from '../../api/files';
import { checkImage, storedFileOf, uploadOutcome, type UploadOutcome } from './upload-state';

export interface ImageUploadProps {
  /** Files already stored (shown as done). */
  value?: StoredFile[];
  /** Called on every change; `complete` is true only when every file has succeeded. */
  onChange?: (outcome: UploadOutcome) => void;
  maxCount?: number;
}

const toUploadFile = (f: StoredFile): UploadFile => ({
  uid: f.id,
  name: f.name,
  url: f.url,
  status: 'done',
  size: f.size,
  type: f.type,
});

/** Images for a form (spec 01 §3, §4, §9): JPG / PNG up to 500 kB, sent to /api/file/upload. */
export default function ImageUpload({ value, onChange, maxCount = 5 }: ImageUploadProps) {
  const { t } = useTranslation('components');
  const { message } = App.useApp();
  const [list, setList] = useState<UploadFile[]>(() => (value ?? []).map(toUploadFile));

  return (
    <Upload
      // kind=image: the server applies the same JPG / PNG ≤ 500 kB rule (without it, any file up to 20 MB).
      action={`${uploadUrl()}&kind=image`}
      name="file"
      accept=".jpg,.jpeg,.png,image/jpeg,image/png"
      listType="picture-card"
      withCredentials
      maxCount={maxCount}
      fileList={list}
      beforeUpload={(file) => {
        const problem = checkImage(file);
        if (!problem) return true;
        void message.error(t(problem === 'type' ? 'upload.badType' : 'upload.tooLarge'));
        return Upload.LIST_IGNORE;
      }}
      onChange={({ fileList }) => {
        const next = fileList.map((f) =>
          f.status === 'done' && !storedFileOf(f) ? { ...f, status: 'error' as const } : f,
        );
        setList(next);
        onChange?.(uploadOutcome(next));
      }}
    >
      {list.length < maxCount && (
        <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{t('upload.add')}</div>
        </button>
      )}
    </Upload>
  );
}
