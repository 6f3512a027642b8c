import { InboxOutlined } from '@ant-design/icons';
import { Alert, App, Progress, Space, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusTag } from './StatusTags';
import type { UploadState } from './useGerberUpload';

export const ACCEPTED = '.zip,.tar,.tgz,.gz';
const ARCHIVE = /\.(zip|tar|tgz|tar\.gz)$/i;

/** Drag and drop (or pick) one Gerber archive; shows the transfer, then the analysis, with its state. */
export default function GerberDropZone({
  state,
  onFile,
  disabled,
}: {
  state: UploadState;
  onFile: (file: File) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('gerber');
  const { message } = App.useApp();
  const busy = state.phase === 'uploading' || state.phase === 'analysing';
  /* eslint-disable no-restricted-syntax -- progress in percent, not money */
  const percent =
    state.phase === 'uploading'
      ? Math.round(state.transfer * 100)
      : state.phase === 'analysing'
        ? Math.round((state.job?.progress ?? 0) * 100)
        : state.phase === 'done'
          ? 100
          : 0;
  /* eslint-enable no-restricted-syntax */
  const ahead = state.job ? state.job.ahead : state.ahead;
  const uploadStatus = state.phase === 'done' ? 'success' : state.phase === 'failed' ? 'failed' : 'uploading';
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Upload.Dragger
        accept={ACCEPTED}
        multiple={false}
        showUploadList={false}
        disabled={disabled || busy}
        beforeUpload={(file) => {
          // Spec 02 §5: a Gerber file must be chosen (an archive of the board's Gerber and drill files).
          if (ARCHIVE.test(file.name)) onFile(file);
          else void message.error(t('messages.chooseGerber'));
          return false;
        }}
        data-testid="gerber-drop"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('upload.drop')}</p>
        <p className="ant-upload-hint">{t('upload.hint')}</p>
      </Upload.Dragger>
      {state.phase !== 'idle' && (
        <div data-testid="gerber-upload-state">
          <Space wrap>
            <Typography.Text strong>{state.fileName}</Typography.Text>
            <StatusTag kind="upload" value={uploadStatus} />
            {busy && (
              <Typography.Text type="secondary">
                {state.phase === 'uploading'
                  ? t('upload.transferring')
                  : t(`upload.stage.${state.job?.stage ?? 'queued'}`, { defaultValue: state.job?.stage ?? '' })}
              </Typography.Text>
            )}
            {state.phase === 'analysing' && (state.job?.state ?? 'queued') === 'queued' && (ahead ?? 0) > 0 && (
              <Typography.Text type="secondary" data-testid="gerber-queue-ahead">
                {t('upload.ahead', { count: ahead! })}
              </Typography.Text>
            )}
          </Space>
          <Progress
            percent={percent}
            status={state.phase === 'failed' ? 'exception' : busy ? 'active' : 'success'}
            data-testid="gerber-progress"
          />
          {state.phase === 'failed' && (
            <Alert
              type="error"
              showIcon
              message={t('messages.uploadFailed')}
              description={
                state.errorCode
                  ? `${t(`camError.${state.errorCode}`, { defaultValue: state.errorCode })}: ${state.error ?? ''}`
                  : state.error
              }
            />
          )}
        </div>
      )}
    </Space>
  );
}
