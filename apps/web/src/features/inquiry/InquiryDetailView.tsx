import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Empty, Select, Space, Spin, Table, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DfmFindings } from '../capability';
import { BoardRender, boardColoursOf } from '../gerber';
import { addToCart, compareInquiry, deleteInquiry, getInquiry, withdrawInquiry, type InquiryDetail } from './api';
import Comparison from './Comparison';
import InquiryStatusTag from './InquiryStatusTag';
import ModifyPanel from './ModifyPanel';
import ReviewPanel from './ReviewPanel';
import { formatDateTime } from '../../locales/format';

/**
 * One inquiry for either side: the board and its details, the price it was made at beside the factory's pricing
 * with every difference marked, the versions (any two compared), the operation log in words, and the actions
 * core's table allows the caller's side now.
 */
export default function InquiryDetailView({
  no,
  startModifying = false,
  review = true,
}: {
  no: string;
  startModifying?: boolean;
  review?: boolean;
}) {
  const { t } = useTranslation('inquiry');
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['inquiries', 'detail', no], queryFn: () => getInquiry(no), enabled: !!no });
  const [modifying, setModifying] = useState(startModifying);
  const [pair, setPair] = useState<[number, number] | null>(null);
  const [template, setTemplate] = useState<'request' | 'pricing'>('request');
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['inquiries'] });
  const compared = useQuery({
    queryKey: ['inquiries', 'compare', no, pair],
    queryFn: () => compareInquiry(no, pair![0], pair![1]),
    enabled: !!pair,
  });

  if (!no) return <Empty />;
  if (query.isLoading) return <Spin />;
  const inquiry: InquiryDetail | undefined = query.data;
  if (!inquiry) return <Empty />;
  const request = inquiry.versions.find((v) => v.version === inquiry.requestVersion)!;
  const pricing = inquiry.pricingVersion
    ? inquiry.versions.find((v) => v.version === inquiry.pricingVersion)
    : undefined;
  const act = (work: () => Promise<unknown>) =>
    work()
      .catch(() => undefined)
      .finally(reload);
  const has = (a: string) => inquiry.actions.includes(a as never);

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="inquiry-detail">
      <Card
        size="small"
        title={
          <Space>
            <span data-testid="inquiry-detail-no">{inquiry.no}</span>
            <InquiryStatusTag status={inquiry.status} />
            <Typography.Text type="secondary">{t('detail.version', { version: inquiry.version })}</Typography.Text>
          </Space>
        }
        extra={
          <Space wrap>
            {has('add_to_cart') && (
              <Button
                type="primary"
                onClick={() =>
                  void act(() => addToCart(inquiry.no).then(() => message.success(t('status.added_to_cart'))))
                }
                data-testid="inquiry-add-to-cart"
              >
                {t('action.add_to_cart')}
              </Button>
            )}
            {has('modify') && (
              <Button onClick={() => setModifying(true)} data-testid="inquiry-modify-open">
                {t('action.modify')}
              </Button>
            )}
            {has('withdraw') && (
              <Button
                onClick={() =>
                  void modal.confirm({
                    title: t('make.confirmWithdraw', { no: inquiry.no }),
                    onOk: () => act(() => withdrawInquiry(inquiry.no)),
                  })
                }
                data-testid="inquiry-withdraw"
              >
                {t('action.withdraw')}
              </Button>
            )}
            {has('delete') && (
              <Button
                danger
                onClick={() =>
                  void modal.confirm({
                    title: t('make.confirmDelete', { no: inquiry.no }),
                    onOk: () =>
                      deleteInquiry(inquiry.no).then(
                        () =>
                          navigate(
                            inquiry.side === 'customer'
                              ? '/online-inquiry-management/index'
                              : '/inquiry-management/index',
                          ),
                        () => undefined,
                      ),
                  })
                }
              >
                {t('action.delete')}
              </Button>
            )}
            <Select
              value={template}
              onChange={setTemplate}
              style={{ width: 170 }}
              options={[
                { value: 'request', label: t('detail.request') },
                { value: 'pricing', label: t('detail.pricing'), disabled: !pricing },
              ]}
            />
            <Button href={`/api/inquiries/${encodeURIComponent(inquiry.no)}/pdf?template=${template}`} target="_blank">
              {t('action.print')}
            </Button>
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('column.customer')}>{inquiry.customer.name}</Descriptions.Item>
          <Descriptions.Item label={t('column.merchant')}>{inquiry.merchant.name}</Descriptions.Item>
          <Descriptions.Item label={t('column.productNo')}>{inquiry.productNo}</Descriptions.Item>
          <Descriptions.Item label={t('column.quantity')}>{inquiry.quantity}</Descriptions.Item>
          <Descriptions.Item label={t('column.total')}>
            <b data-testid="inquiry-detail-total">{`${inquiry.price.currency} ${inquiry.price.total}`}</b>
          </Descriptions.Item>
          <Descriptions.Item label={t('column.deliveryDays')}>
            {t('detail.days', { days: inquiry.deliveryDays })}
          </Descriptions.Item>
          <Descriptions.Item label={t('column.leadTime')}>
            {t(`option.leadTime.${inquiry.leadTime}`)} · {t('detail.leadTimes', inquiry.leadTimes)}
          </Descriptions.Item>
          <Descriptions.Item label={t('column.createdAt')}>{formatDateTime(inquiry.createdAt)}</Descriptions.Item>
          {inquiry.approvedPrice?.reason && (
            <Descriptions.Item label={t('detail.reason')}>
              <span data-testid="inquiry-detail-reason">{inquiry.approvedPrice.reason}</span>
            </Descriptions.Item>
          )}
          {inquiry.rejectReason && (
            <Descriptions.Item label={t('detail.rejectReason')}>
              <Typography.Text type="danger">{inquiry.rejectReason}</Typography.Text>
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>

      {inquiry.boardFileId && (
        <Card size="small" data-testid="inquiry-board">
          <BoardRender
            fileId={inquiry.boardFileId}
            colours={boardColoursOf(request.params as Record<string, unknown> | null)}
            title={t('detail.boardRender')}
          />
        </Card>
      )}

      {inquiry.dfm && (
        <Card size="small" data-testid="inquiry-dfm">
          <DfmFindings dfm={inquiry.dfm.report} merchant={inquiry.merchant.id} given={inquiry.dfm} />
        </Card>
      )}

      {modifying && has('modify') && (
        <ModifyPanel
          inquiry={inquiry}
          onDone={() => {
            setModifying(false);
            reload();
          }}
        />
      )}

      {review && inquiry.side === 'factory' && has('approve') && (
        <Card size="small" title={t('review.title', { no: inquiry.no })}>
          <ReviewPanel inquiry={inquiry} onDone={reload} />
        </Card>
      )}

      <Card size="small" title={t('detail.differences')} data-testid="inquiry-differences">
        {pricing ? (
          <Comparison a={request} b={pricing} titleA={t('detail.request')} titleB={t('detail.pricing')} />
        ) : (
          <>
            <Typography.Paragraph type="secondary">{t('detail.notPriced')}</Typography.Paragraph>
            <Comparison a={request} b={request} titleA={t('detail.request')} titleB={t('detail.request')} />
          </>
        )}
      </Card>

      <Card size="small" title={t('detail.versions')}>
        <Table
          size="small"
          rowKey="version"
          pagination={false}
          dataSource={inquiry.versions}
          columns={[
            { title: '#', dataIndex: 'version' },
            {
              title: t('detail.summary'),
              dataIndex: 'side',
              render: (side: 'customer' | 'factory') => t(`detail.side.${side}`),
            },
            {
              title: t('price.total'),
              key: 'total',
              render: (_: unknown, v) => `${v.price.currency} ${v.price.total}`,
            },
            { title: t('price.deliveryDays'), dataIndex: 'deliveryDays' },
            { title: t('detail.reason'), dataIndex: 'reason', render: (r: string | null) => r ?? '' },
            {
              title: t('column.createdAt'),
              dataIndex: 'createdAt',
              render: (at: string) => formatDateTime(at),
            },
            {
              title: t('action.compare'),
              key: 'compare',
              render: (_: unknown, v) => (
                <Select<number>
                  size="small"
                  style={{ width: 140 }}
                  placeholder={t('detail.compareWith', { a: v.version })}
                  options={inquiry.versions
                    .filter((o) => o.version !== v.version)
                    .map((o) => ({ value: o.version, label: t('detail.version', { version: o.version }) }))}
                  onChange={(other) => setPair([v.version, other])}
                  data-testid={`compare-${v.version}`}
                />
              ),
            },
          ]}
        />
        {pair && compared.data && (
          <div style={{ marginTop: 12 }} data-testid="version-comparison">
            <Comparison
              a={inquiry.versions.find((v) => v.version === pair[0])!}
              b={inquiry.versions.find((v) => v.version === pair[1])!}
              titleA={t('detail.version', { version: pair[0] })}
              titleB={t('detail.version', { version: pair[1] })}
              onlyChanged
            />
          </div>
        )}
      </Card>

      <Card size="small" title={t('detail.log')} data-testid="inquiry-log">
        <Timeline
          items={inquiry.log.map((entry) => ({
            children: <span>{`${formatDateTime(entry.at)} · ${entry.text}`}</span>,
          }))}
        />
      </Card>
    </Space>
  );
}
