import { useQuery } from '@tanstack/react-query';
import { App, Button, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listGerberFiles } from '../../gerber/api';
import { bindGerber, unbindGerber, type Quotation } from '../api';

/** Gerber binding: the factory's analysed Gerber files (modules/gerber); "a Gerber file must be chosen". */
export default function GerberBinding({
  quotation,
  readOnly,
  onChanged,
}: {
  quotation: Quotation;
  readOnly: boolean;
  onChanged: (q: Quotation) => void;
}) {
  const { t } = useTranslation('quotation');
  const { message } = App.useApp();
  const [chosen, setChosen] = useState<string | undefined>();
  const files = useQuery({
    queryKey: ['gerber-files', 'bindable'],
    queryFn: () => listGerberFiles({ page_no: 1, page_size: 100 }),
    enabled: !readOnly,
  });
  const bindable = (files.data?.data ?? []).filter(
    (f) =>
      f.upload_status === 'success' &&
      f.validity === 'valid' &&
      f.audit_status !== 'failed' &&
      !quotation.gerberFiles.some((b) => b.uid === f.uid),
  );
  const bind = async () => {
    if (!chosen) return void message.warning(t('prompt.chooseGerber'));
    onChanged(await bindGerber(quotation.quotationNo, chosen));
    setChosen(undefined);
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {!readOnly && (
        <Space>
          <Select
            allowClear
            placeholder={t('prompt.chooseGerber')}
            style={{ width: 360 }}
            value={chosen}
            onChange={setChosen}
            options={bindable.map((f) => ({ value: f.uid, label: `${f.file_name} (${f.uploader_name})` }))}
            data-testid="gerber-choose"
          />
          <Button onClick={() => void bind()} data-testid="gerber-bind">
            {t('action.bind')}
          </Button>
        </Space>
      )}
      <Table
        size="small"
        rowKey="uid"
        pagination={false}
        dataSource={quotation.gerberFiles}
        columns={[
          { title: t('field.fileName'), dataIndex: 'fileName' },
          { title: t('field.uploader'), dataIndex: 'uploaderName' },
          { title: t('field.layers'), dataIndex: 'copperLayers' },
          {
            title: t('field.panelSize'),
            render: (_, f) => (f.widthMm && f.heightMm ? `${f.widthMm.toFixed(1)} × ${f.heightMm.toFixed(1)} mm` : ''),
          },
          {
            title: '',
            render: (_, f) =>
              readOnly ? null : (
                <Button
                  size="small"
                  type="link"
                  danger
                  onClick={async () => onChanged(await unbindGerber(quotation.quotationNo, f.uid))}
                >
                  {t('action.unbind')}
                </Button>
              ),
          },
        ]}
      />
    </Space>
  );
}
