import { Decimal } from '@pcbunion/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Row, Select, Space, Spin, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { getShippingQuote, getZones, type Destination, type ShippingOption } from './api';

interface Props {
  merchant: string | undefined;
  productNo: string | undefined;
  /** The board as priced (every parameter's value), so the weight and the build days follow the form. */
  params: Record<string, string> | undefined;
  /** The Gerber analysis's values the engine reads (layers, size) when the form leaves them to it. */
  cam: Record<string, unknown> | undefined;
  destination: Destination | null;
  carrier: string | null;
  boardTotal: string | undefined;
  currency: string | undefined;
  onDestination: (destination: Destination | null) => void;
  onCarrier: (carrier: string | null) => void;
}

/** A country's name in the reader's language, or its code where the browser has no names. */
function regionNamer(language: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

/** Shipping to a chosen destination: the parcel's weight, each carrier's price, days and delivery date, and the total. */
export default function ShippingPanel({
  merchant,
  productNo,
  params,
  cam,
  destination,
  carrier,
  boardTotal,
  currency,
  onDestination,
  onCarrier,
}: Props) {
  const { t, i18n } = useTranslation('instantQuote');
  const zones = useQuery({
    queryKey: ['shipping', 'zones', merchant ?? ''],
    queryFn: () => getZones(merchant),
    enabled: !!merchant,
    staleTime: 60_000,
  });
  const language = i18n.language;
  const regionName = useMemo(() => regionNamer(language), [language]);
  const quote = useQuery({
    queryKey: ['shipping', 'quote', merchant ?? '', productNo ?? '', params, cam, destination],
    queryFn: ({ signal }) =>
      getShippingQuote({ merchant, productNo, params: params!, cam, destination: destination! }, signal),
    enabled: !!merchant && !!params && !!destination?.country,
    retry: false,
    staleTime: 30_000,
  });
  const chosen = quote.data?.options.find((o) => o.carrier === carrier) ?? quote.data?.options[0];
  const chinese = i18n.language.startsWith('zh');
  const countries = (zones.data?.countries ?? [])
    .map((code) => ({ value: code, label: `${regionName(code)} (${code})` }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const total = chosen && boardTotal ? new Decimal(boardTotal).plus(chosen.price).toFixed(2) : undefined;

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="shipping-panel">
      <Row gutter={[8, 8]}>
        <Col xs={24} sm={12}>
          <Select
            showSearch
            optionFilterProp="label"
            style={{ width: '100%' }}
            placeholder={t('shipping.country')}
            value={destination?.country}
            onChange={(country: string) => onDestination({ country, province: null })}
            options={countries}
            loading={zones.isLoading}
            data-testid="shipping-country"
          />
        </Col>
        {destination?.country === 'CN' && (
          <Col xs={24} sm={12}>
            <Select
              showSearch
              allowClear
              optionFilterProp="label"
              style={{ width: '100%' }}
              placeholder={t('shipping.anyProvince')}
              value={destination.province ?? undefined}
              onChange={(province?: string) => onDestination({ country: 'CN', province: province ?? null })}
              options={(zones.data?.provinces ?? []).map((p) => ({
                value: p.code,
                label: chinese ? p.zh : `${p.en} ${p.zh}`,
              }))}
              data-testid="shipping-province"
            />
          </Col>
        )}
      </Row>
      {!destination && <Typography.Text type="secondary">{t('shipping.pick')}</Typography.Text>}
      {quote.isFetching && !quote.data && <Spin />}
      {quote.error && (
        <Alert
          type="warning"
          showIcon
          data-testid="shipping-error"
          message={quote.error instanceof ApiError ? quote.error.message : String(quote.error)}
        />
      )}
      {quote.data && !quote.error && (
        <>
          <Typography.Text data-testid="shipping-parcel">
            {t('shipping.parcel', {
              weight: quote.data.weightKg,
              packages: quote.data.packages,
              boards: quote.data.boardsKg,
            })}
          </Typography.Text>
          <Table<ShippingOption>
            size="small"
            rowKey="carrier"
            pagination={false}
            scroll={{ x: 'max-content' }}
            data-testid="shipping-options"
            dataSource={quote.data.options}
            columns={[
              {
                title: t('shipping.carrier'),
                dataIndex: 'carrier',
                render: (name: string) => <span data-testid="shipping-carrier">{name}</span>,
              },
              {
                title: `${t('shipping.price')} (${quote.data.currency})`,
                dataIndex: 'price',
                render: (price: string) => <span data-testid="shipping-price">{price}</span>,
              },
              { title: t('shipping.days'), dataIndex: 'days' },
              { title: t('shipping.delivery'), dataIndex: 'deliveryDate' },
              {
                key: 'choose',
                render: (_: unknown, option) =>
                  option.carrier === chosen?.carrier ? (
                    <Typography.Text type="success">{t('shipping.chosen')}</Typography.Text>
                  ) : (
                    <Button size="small" onClick={() => onCarrier(option.carrier)}>
                      {t('shipping.choose')}
                    </Button>
                  ),
              },
            ]}
          />
          {chosen && total && (
            <Alert
              type="success"
              data-testid="shipping-total"
              message={t('shipping.total', {
                board: boardTotal,
                carrier: chosen.carrier,
                shipping: chosen.price,
                total,
                currency: currency ?? quote.data.currency,
              })}
              description={t('shipping.deliveryBy', {
                date: chosen.deliveryDate,
                build: quote.data.buildDays,
                ship: chosen.days,
              })}
            />
          )}
        </>
      )}
    </Space>
  );
}
