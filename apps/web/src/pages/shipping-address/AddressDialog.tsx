import { PHONE_AREA_CODES } from '@pcbunion/core';
import { App, Checkbox, Form, Input, Select, Space, type ButtonProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';
import { createAddress, updateAddress, type AddressInput, type ShippingAddress } from '../../features/addresses/api';
import { showFieldError } from '../../features/addresses/field-errors';
import RegionCascader from '../../features/addresses/RegionCascader';
import { addressRules } from '../../features/addresses/rules';

const FIELDS = ['recipient', 'company', 'areaCode', 'phone', 'region', 'detailAddress'] as const;
const EMPTY: AddressInput = {
  recipient: '',
  company: '',
  areaCode: '+86',
  phone: '',
  region: [],
  detailAddress: '',
  isDefault: false,
};

/** Adds or edits a shipping address; a refusal of the server is shown on the field it names. */
export default function AddressDialog({
  address,
  open,
  onClose,
}: {
  address: ShippingAddress | null;
  open: boolean;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation('addresses');
  const { message } = App.useApp();
  const [form] = Form.useForm<AddressInput>();
  const [saving, setSaving] = useState(false);
  const rules = addressRules(t);

  useEffect(() => {
    if (open) form.setFieldsValue(address ? { ...address, company: address.company ?? '' } : EMPTY);
  }, [open, address, form]);

  const save = async (v: AddressInput) => {
    const body = { ...v, company: v.company?.trim() || null };
    setSaving(true);
    try {
      if (address) await updateAddress(address.id, body);
      else await createAddress(body);
      void message.success(t('saved'));
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
      title={address ? t('editAddress') : t('addAddress')}
      onCancel={() => onClose(false)}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText={t('save')}
      cancelText={t('cancel')}
      okButtonProps={{ 'data-testid': 'address-save' } as ButtonProps}
      data-testid="address-dialog"
    >
      <Form<AddressInput> form={form} layout="vertical" onFinish={save} initialValues={EMPTY}>
        <Form.Item name="recipient" label={t('recipient')} rules={rules.recipient} required>
          <Input data-testid="address-recipient" />
        </Form.Item>
        <Form.Item name="company" label={t('company')} rules={rules.company}>
          <Input data-testid="address-company" />
        </Form.Item>
        <Form.Item label={t('phone')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="areaCode" noStyle>
              <Select
                style={{ width: 100 }}
                options={PHONE_AREA_CODES.map((c) => ({ value: c, label: c }))}
                onChange={() => void form.validateFields(['phone']).catch(() => undefined)}
                data-testid="address-area-code"
              />
            </Form.Item>
            <Form.Item name="phone" noStyle rules={rules.phone} dependencies={['areaCode']}>
              <Input inputMode="tel" data-testid="address-phone" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="region" label={t('region')} rules={rules.region} required>
          <RegionCascader placeholder={t('chooseRegion')} data-testid="address-region" />
        </Form.Item>
        <Form.Item name="detailAddress" label={t('detailAddress')} rules={rules.detailAddress} required>
          <Input.TextArea rows={2} data-testid="address-detail" />
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked">
          <Checkbox disabled={address?.isDefault} data-testid="address-default">
            {t('setAsDefault')}
          </Checkbox>
        </Form.Item>
      </Form>
    </Dialog>
  );
}
