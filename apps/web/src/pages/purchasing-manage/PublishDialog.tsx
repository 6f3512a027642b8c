import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  DatePicker,
  Form,
  Input,
  Radio,
  Select,
  Upload,
  Button,
  type ButtonProps,
  type UploadFile,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadUrl, type StoredFile } from '../../api/files';
import type { Envelope } from '../../api/http';
import Dialog from '../../components/Dialog';
import { showFieldError } from '../../features/addresses/field-errors';
import { listSuppliers, publishRequest, type PublishInput } from '../../features/bidding/api';

type Values = Omit<PublishInput, 'deadline' | 'attachments'> & { deadline: Dayjs | null };
const FIELDS = [
  'kind',
  'name',
  'specification',
  'quantity',
  'unit',
  'deadline',
  'deliveryPlace',
  'remarks',
  'attachments',
  'audience',
  'supplierUids',
] as const;

/** Publishes a purchasing request to chosen suppliers or all of them; a refusal is shown on the field it names. */
export default function PublishDialog({ open, onClose }: { open: boolean; onClose: (published: boolean) => void }) {
  const { t } = useTranslation('bidding');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<UploadFile<Envelope<StoredFile>>[]>([]);
  const [saving, setSaving] = useState(false);
  const suppliers = useQuery({ queryKey: ['purchasing', 'suppliers'], queryFn: listSuppliers, enabled: open });
  const audience = Form.useWatch('audience', form);

  const save = async (v: Values) => {
    setSaving(true);
    try {
      const attachments = files.map((f) => f.response?.data?.id).filter((id): id is string => !!id);
      await publishRequest({
        ...v,
        deadline: v.deadline?.toISOString() ?? '',
        attachments,
        supplierUids: v.audience === 'chosen' ? v.supplierUids : undefined,
      });
      void message.success(t('published'));
      form.resetFields();
      setFiles([]);
      onClose(true);
    } catch (error) {
      if (!showFieldError(form, error, FIELDS)) void message.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={t('publish')}
      width={640}
      onCancel={() => onClose(false)}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'publish-save' } as ButtonProps}
      data-testid="publish-dialog"
    >
      {suppliers.data && suppliers.data.length === 0 && (
        <Alert type="warning" showIcon message={t('noSuppliers')} style={{ marginBottom: 12 }} />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={save}
        initialValues={{ kind: 'material', audience: 'chosen', deadline: dayjs().add(3, 'day').startOf('hour') }}
      >
        <Form.Item name="kind" label={t('kind')} required>
          <Radio.Group
            options={(['material', 'service'] as const).map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          />
        </Form.Item>
        <Form.Item name="name" label={t('name')} rules={[{ required: true, whitespace: true, message: t('name') }]}>
          <Input maxLength={200} data-testid="publish-name" />
        </Form.Item>
        <Form.Item name="specification" label={t('specification')}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Form.Item label={t('quantity')} required style={{ marginBottom: 0 }}>
          <Form.Item
            name="quantity"
            rules={[{ required: true, pattern: /^\d+(\.\d{1,4})?$/, message: t('quantity') }]}
            style={{ display: 'inline-block', width: '60%' }}
          >
            <Input inputMode="decimal" data-testid="publish-quantity" />
          </Form.Item>
          <Form.Item name="unit" style={{ display: 'inline-block', width: '38%', marginLeft: '2%' }}>
            <Input placeholder={t('unit')} maxLength={20} />
          </Form.Item>
        </Form.Item>
        <Form.Item name="deadline" label={t('deadline')} rules={[{ required: true, message: t('deadline') }]}>
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            disabledDate={(d) => d.isBefore(dayjs(), 'day')}
            data-testid="publish-deadline"
          />
        </Form.Item>
        <Form.Item
          name="deliveryPlace"
          label={t('deliveryPlace')}
          rules={[{ required: true, whitespace: true, message: t('deliveryPlace') }]}
        >
          <Input maxLength={500} data-testid="publish-place" />
        </Form.Item>
        <Form.Item name="remarks" label={t('remarks')}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Form.Item name="attachments" label={t('attachments')}>
          <Upload action={uploadUrl()} fileList={files} onChange={({ fileList }) => setFiles(fileList)} maxCount={10}>
            <Button>{t('upload')}</Button>
          </Upload>
        </Form.Item>
        <Form.Item name="audience" label={t('audience')} required>
          <Radio.Group
            options={(['chosen', 'all'] as const).map((a) => ({ value: a, label: t(`audiences.${a}`) }))}
            data-testid="publish-audience"
          />
        </Form.Item>
        {audience === 'chosen' && (
          <Form.Item name="supplierUids" label={t('suppliers')} rules={[{ required: true, message: t('suppliers') }]}>
            <Select
              mode="multiple"
              loading={suppliers.isLoading}
              options={(suppliers.data ?? []).map((s) => ({ value: s.uid, label: `${s.name} (${s.enterpriseNo})` }))}
              data-testid="publish-suppliers"
            />
          </Form.Item>
        )}
      </Form>
    </Dialog>
  );
}
