import { PlusOutlined } from '@ant-design/icons';
import { IMAGE_MAX_BYTES } from '@pcbunion/core';
import { Flex, Image, Typography, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WorkOrderImage } from './api';

const IMAGE_TYPES = ['image/jpeg', 'image/png'];
/** One preview address per chosen file (not a new one per render). */
const previews = new WeakMap<File, string>();
const previewOf = (file: File) => {
  let url = previews.get(file);
  if (!url) previews.set(file, (url = URL.createObjectURL(file)));
  return url;
};

/** Whether a chosen file may be sent (the server checks its bytes again: spec 02 §5, §9). */
export const acceptableImage = (file: File) => IMAGE_TYPES.includes(file.type) && file.size <= IMAGE_MAX_BYTES;

/**
 * Images chosen for a work order or a reply, sent with the form (not uploaded on their own): JPG or PNG ≤ 500 kB,
 * at most `max`. A refused file is named and left out.
 */
export function ImagePicker(props: {
  value?: File[];
  onChange?: (files: File[]) => void;
  max: number;
  onRefused: (text: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation('workOrder');
  const files = props.value ?? [];
  const fileList: UploadFile[] = files.map((file, i) => ({
    uid: `${i}-${file.name}`,
    name: file.name,
    status: 'done',
    originFileObj: file as UploadFile['originFileObj'],
    thumbUrl: previewOf(file),
  }));
  return (
    <Flex vertical gap={4}>
      <Upload
        listType="picture-card"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        multiple
        fileList={fileList}
        beforeUpload={(file, batch) => {
          // Called per file with the whole batch: take the batch once, from its first file.
          if (file !== batch[0]) return false;
          const next = [...files];
          for (const chosen of batch) {
            if (!acceptableImage(chosen)) props.onRefused(t('badImage', { name: chosen.name }));
            else if (next.length >= props.max) props.onRefused(t('tooManyImages', { max: props.max }));
            else next.push(chosen);
          }
          props.onChange?.(next);
          return false;
        }}
        onRemove={(removed) => props.onChange?.(files.filter((_, i) => `${i}-${files[i]!.name}` !== removed.uid))}
        data-testid={props.testId}
      >
        {files.length < props.max && (
          <div>
            <PlusOutlined />
            <div style={{ marginTop: 4 }}>{t('addImages')}</div>
          </div>
        )}
      </Upload>
      <Typography.Text type="secondary">{t('imageRule', { max: props.max })}</Typography.Text>
    </Flex>
  );
}

/** Thumbnails of a work order's images; a click opens the viewer (antd's preview, with the group to page through). */
export function Thumbnails(props: {
  images: WorkOrderImage[];
  size?: number;
  extra?: (image: WorkOrderImage) => React.ReactNode;
}) {
  if (!props.images.length) return null;
  const size = props.size ?? 40;
  return (
    <Image.PreviewGroup>
      <Flex gap={6} wrap data-testid="work-order-thumbnails">
        {props.images.map((image) => (
          <Flex key={image.id} vertical align="center" gap={2}>
            <Image
              src={`${image.url}?v=${image.size}`}
              alt={image.name}
              width={size}
              height={size}
              style={{ objectFit: 'cover', borderRadius: 4 }}
              data-testid="work-order-thumbnail"
            />
            {props.extra?.(image)}
          </Flex>
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
}
