import { Empty, Segmented, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewUrl } from './api';

/**
 * The board's top and bottom as rendered by the CAM analysis (SVG served by the API). Shown through <img>, so
 * nothing in the SVG can run in the page.
 */
export default function GerberPreview({
  uid,
  version,
  available,
}: {
  uid: string;
  version: string;
  available: boolean;
}) {
  const { t } = useTranslation('gerber');
  const [side, setSide] = useState<'top' | 'bottom'>('top');
  if (!available) return <Empty description={t('preview.none')} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Segmented
        value={side}
        onChange={(value) => setSide(value as 'top' | 'bottom')}
        options={[
          { value: 'top', label: t('preview.top') },
          { value: 'bottom', label: t('preview.bottom') },
        ]}
      />
      <div style={{ background: '#1f2a1f', borderRadius: 6, padding: 8, textAlign: 'center' }}>
        <img
          src={previewUrl(uid, side, version)}
          alt={t(`preview.${side}`)}
          data-testid={`gerber-preview-${side}`}
          style={{ maxWidth: '100%', maxHeight: 360 }}
        />
      </div>
    </Space>
  );
}
