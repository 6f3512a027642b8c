import { Button, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';
import { CamFindings, GerberDropZone, GerberPreview, useGerberUpload } from '../../features/gerber';

/** The factory uploads a Gerber archive for itself: drop, watch the transfer and the analysis, see what was found. */
export default function UploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('gerber');
  const upload = useGerberUpload({});
  const close = () => {
    upload.reset();
    onClose();
  };
  const file = upload.detail;
  return (
    <Dialog
      open={open}
      title={t('actions.upload')}
      width={900}
      onCancel={close}
      footer={<Button onClick={close}>{t('actions.close')}</Button>}
      destroyOnHidden
    >
      <GerberDropZone state={upload.state} onFile={upload.start} />
      {file?.analysis && (
        <Row gutter={16} style={{ marginTop: 16 }}>
          <Col xs={24} md={12}>
            <GerberPreview uid={file.uid} version={file.updated_at} available />
          </Col>
          <Col xs={24} md={12}>
            <CamFindings analysis={file.analysis} />
          </Col>
        </Row>
      )}
    </Dialog>
  );
}
