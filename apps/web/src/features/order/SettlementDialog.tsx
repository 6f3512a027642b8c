import { useQuery } from '@tanstack/react-query';
import { Alert, Checkbox, Flex, Form, Select, Table, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/http';
import Dialog from '../../components/Dialog';
import { listAddresses, listInvoicingInfos } from '../addresses/api';
import { useIdempotencyKey } from '../wallet/idempotency';
import { settleCart, type CartItem, type Order, type PriceChange } from './api';
import MerchantTotals from './MerchantTotals';

/** The new prices a refused settlement names (409 with `data.prices`: the price changed since it was added). */
function changesOf(error: unknown): PriceChange[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const list = (error.data as { prices?: PriceChange[] } | null)?.prices;
  return list && list.length ? list : null;
}

/**
 * Settlement (spec 02 §2, issue 15): a shipping address, optional invoicing info, the totals per factory (one order
 * each). A price changed since approval is shown and must be accepted again. One `Idempotency-Key` per attempt:
 * a double click or a retry of the same settlement makes no second order.
 */
export default function SettlementDialog({
  items,
  currency,
  onClose,
  onSettled,
}: {
  items: CartItem[] | null;
  currency: string;
  onClose: () => void;
  onSettled: (orders: Order[]) => void;
}) {
  const { t } = useTranslation('order');
  const open = items !== null;
  const addresses = useQuery({
    queryKey: ['addresses', 'settlement'],
    queryFn: () => listAddresses({ page_no: 1, page_size: 100 }),
    enabled: open,
  });
  const infos = useQuery({
    queryKey: ['invoicing-infos', 'settlement'],
    queryFn: () => listInvoicingInfos({ page_no: 1, page_size: 100 }),
    enabled: open,
  });
  const [addressId, setAddressId] = useState<string | undefined>();
  const [invoicingInfoId, setInvoicingInfoId] = useState<string | undefined>();
  const [accepted, setAccepted] = useState(false);
  const [serverChanges, setServerChanges] = useState<PriceChange[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const idempotency = useIdempotencyKey();

  // Closing forgets the answers and choices of this settlement (the address stays for the next one).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) {
      setAccepted(false);
      setServerChanges([]);
      setError(null);
      setInvoicingInfoId(undefined);
    }
  }
  const addressList = addresses.data?.data ?? [];
  if (open && !addressId && addressList.length)
    setAddressId((addressList.find((a) => a.isDefault) ?? addressList[0]!).id);

  const changed: PriceChange[] = [
    ...(items ?? [])
      .filter((i) => i.priceChanged && i.addedTotal)
      .map((i) => ({ inquiryNo: i.inquiryNo, previousTotal: i.addedTotal!, total: i.total })),
    ...serverChanges.filter((c) => !(items ?? []).some((i) => i.priceChanged && i.inquiryNo === c.inquiryNo)),
  ];
  const addressMissing = !addressId;
  const acceptMissing = changed.length > 0 && !accepted;

  const submit = async () => {
    if (!items || submitting) return;
    if (addressMissing) return setError(t('settle.addressRequired'));
    if (acceptMissing) return setError(t('settle.acceptRequired'));
    const body = {
      inquiryNos: items.map((i) => i.inquiryNo),
      addressId: addressId!,
      ...(invoicingInfoId && { invoicingInfoId }),
      ...(changed.length > 0 && { acceptPrices: true }),
    };
    setSubmitting(true);
    setError(null);
    try {
      const answer = await settleCart(body, idempotency.keyFor(body));
      idempotency.done();
      onSettled(answer.orders);
    } catch (e) {
      const changes = changesOf(e);
      if (changes) {
        setServerChanges(changes);
        setAccepted(false);
      }
      setError(changes ? t('settle.changedTitle') : e instanceof Error ? e.message : String(e));
    } finally {
      setSubmitting(false);
    }
  };

  const addressOptions = (addresses.data?.data ?? []).map((a) => ({
    value: a.id,
    label: `${a.recipient} ${a.areaCode} ${a.phone} · ${a.regionNames} ${a.detailAddress}`,
  }));
  const invoicingOptions = (infos.data?.data ?? [])
    .filter((i) => i.status === 'valid')
    .map((i) => ({ value: i.id, label: `${i.unitName} (${i.taxpayerNo})` }));
  return (
    <Dialog
      open={open}
      title={t('settle.title')}
      width={760}
      onCancel={onClose}
      onOk={submit}
      okText={t('settle.submit')}
      confirmLoading={submitting}
      okButtonProps={{ 'data-testid': 'settle-submit' } as ButtonProps}
      destroyOnHidden
    >
      <Flex vertical gap="middle" data-testid="settlement">
        <Form layout="vertical" component="div">
          <Form.Item
            label={t('settle.address')}
            required
            validateStatus={error && addressMissing ? 'error' : undefined}
            help={error && addressMissing ? t('settle.addressRequired') : undefined}
          >
            <Select
              value={addressId}
              onChange={setAddressId}
              options={addressOptions}
              loading={addresses.isLoading}
              data-testid="settle-address"
            />
            {addresses.isSuccess && addressOptions.length === 0 && (
              <Typography.Text type="secondary">
                {t('settle.noAddress')} <Link to="/shipping-address/index">{t('settle.addAddress')}</Link>
              </Typography.Text>
            )}
          </Form.Item>
          <Form.Item label={t('settle.invoicing')}>
            <Select
              allowClear
              placeholder={t('settle.noInvoicing')}
              value={invoicingInfoId}
              onChange={setInvoicingInfoId}
              options={invoicingOptions}
              loading={infos.isLoading}
              data-testid="settle-invoicing"
            />
          </Form.Item>
        </Form>
        <Typography.Text strong>{t('settle.perMerchant')}</Typography.Text>
        <MerchantTotals items={items ?? []} currency={currency} />
        {changed.length > 0 && (
          <Alert
            type="warning"
            showIcon
            message={t('settle.changedTitle')}
            data-testid="price-changes"
            description={
              <Flex vertical gap="small">
                <Table<PriceChange>
                  size="small"
                  pagination={false}
                  rowKey="inquiryNo"
                  dataSource={changed}
                  columns={[
                    { title: t('column.inquiryNo'), dataIndex: 'inquiryNo' },
                    { title: t('column.approvedPrice'), dataIndex: 'previousTotal', align: 'right' },
                    {
                      title: t('column.currentPrice'),
                      dataIndex: 'total',
                      align: 'right',
                      render: (v: string) => <Typography.Text type="danger">{v}</Typography.Text>,
                    },
                  ]}
                />
                <Checkbox
                  checked={accepted}
                  onChange={(e) => setAccepted(e.target.checked)}
                  data-testid="accept-prices"
                >
                  {t('settle.acceptPrices')}
                </Checkbox>
              </Flex>
            }
          />
        )}
        {error && !(addressMissing && error === t('settle.addressRequired')) && (
          <Alert type="error" showIcon message={error} data-testid="settle-error" />
        )}
        <Typography.Text type="secondary">{t('settle.once')}</Typography.Text>
      </Flex>
    </Dialog>
  );
}
