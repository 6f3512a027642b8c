import { Typography } from 'antd';
import type { AuditRow } from './api';

/** A row's changes, one field a line: `Status: draft → sent` (labels and values as the server words them). */
export default function ChangeList({ changes }: { changes: AuditRow['changes'] }) {
  if (changes.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <div>
      {changes.map((c, i) => (
        <div key={`${c.field}-${i}`}>
          {c.label && <Typography.Text strong>{c.label}: </Typography.Text>}
          {c.before !== null && c.after !== null ? (
            <>
              <Typography.Text delete type="secondary">
                {c.before}
              </Typography.Text>{' '}
              → <Typography.Text>{c.after}</Typography.Text>
            </>
          ) : (
            <Typography.Text>{c.after ?? c.before}</Typography.Text>
          )}
        </div>
      ))}
    </div>
  );
}
