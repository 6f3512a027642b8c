import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditStatus, BindingStatus, UploadStatus, Validity } from './types';

const colours = {
  upload: { uploading: 'processing', success: 'success', failed: 'error' },
  audit: { under_review: 'warning', success: 'success', failed: 'error' },
  binding: { unbound: 'default', bound: 'blue' },
  validity: { valid: 'green', expired: 'default' },
} as const;

type Kind = keyof typeof colours;
type ValueOf<K extends Kind> = K extends 'upload'
  ? UploadStatus
  : K extends 'audit'
    ? AuditStatus
    : K extends 'binding'
      ? BindingStatus
      : Validity;

/** One state of a Gerber file (spec 02 §4) as a coloured tag, with the reason when it failed. */
export function StatusTag<K extends Kind>({
  kind,
  value,
  reason,
}: {
  kind: K;
  value: ValueOf<K>;
  reason?: string | null;
}) {
  const { t } = useTranslation('gerber');
  const tag = (
    <Tag color={(colours[kind] as Record<string, string>)[value]} data-testid={`${kind}-status`}>
      {t(`status.${kind}.${value}`)}
    </Tag>
  );
  return reason ? <Tooltip title={reason}>{tag}</Tooltip> : tag;
}
