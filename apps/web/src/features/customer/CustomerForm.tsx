import { CUSTOMER_ADDRESS_KINDS, CUSTOMER_LEVELS, CUSTOMER_PAYMENT_TERMS } from '@pcbunion/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Descriptions,
  Flex,
  Form,
  Input,
  Row,
  Select,
  Space,
  Spin,
  Timeline,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { telephoneRule } from '../../components/form-rules/telephone';
import {
  changeCustomer,
  createCustomer,
  fetchCustomer,
  moveCustomer,
  platformCandidates,
  salesmen,
  type CustomerForm as Values,
} from './api';
import { CustomerStatusTag, OriginTag, StageTag } from './tags';
import { formatDateTime } from '../../locales/format';

const CREDIT = /^\d{1,13}(\.\d{1,2})?$/;
const half = { xs: 24, md: 12 };
const quarter = { xs: 24, sm: 12, md: 6 };

/** A customer file: new (no uid) or the one named by `uid`, with its contacts, addresses, tax and payment terms and the log. */
export default function CustomerForm({ uid }: { uid: string }) {
  const { t } = useTranslation('customer');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const detail = useQuery({
    queryKey: ['customers', 'detail', uid],
    queryFn: () => fetchCustomer(uid),
    enabled: !!uid,
  });
  const people = useQuery({ queryKey: ['customers', 'salesmen'], queryFn: salesmen });
  const candidates = useQuery({ queryKey: ['customers', 'candidates'], queryFn: platformCandidates });
  const c = detail.data;

  useEffect(() => {
    if (c)
      form.setFieldsValue({
        ...c,
        salesmanUid: c.salesman?.uid ?? null,
        platformEnterpriseUid: c.platform?.uid ?? null,
      });
  }, [c, form]);

  const save = async (values: Values) => {
    const body = { ...values, contacts: values.contacts ?? [], addresses: values.addresses ?? [] };
    try {
      if (c) {
        await changeCustomer(c.uid, { ...body, rowVersion: c.rowVersion });
        void message.success(t('saved'));
      } else {
        const made = await createCustomer({ ...body, name: body.name ?? '' });
        void message.success(t('created', { no: made.customerNo }));
        navigate(`/customer-files-add/index?uid=${encodeURIComponent(made.uid)}`, { replace: true });
      }
    } catch {
      // The refusal is shown by the shell's toast, naming the field.
    }
    void client.invalidateQueries({ queryKey: ['customers'] });
  };

  const move = async (action: 'archive' | 'restore') => {
    if (!c) return;
    try {
      await moveCustomer(c.uid, action, c.rowVersion);
    } catch {
      // shown by the shell
    }
    void client.invalidateQueries({ queryKey: ['customers'] });
  };

  if (uid && detail.isLoading) return <Spin />;
  const platformOptions = [...(c?.platform ? [c.platform] : []), ...(candidates.data ?? [])].map((p) => ({
    value: p.uid,
    label: `${p.no} ${p.name}`,
  }));

  return (
    <Flex vertical gap="small" data-testid="customer-form">
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void save(values)}
        initialValues={{
          level: 'regular',
          paymentTerms: 'prepaid',
          currency: 'CNY',
          creditLimit: '0',
          contacts: [],
          addresses: [],
        }}
        scrollToFirstError
      >
        <Card
          size="small"
          title={
            c ? (
              <Space wrap>
                {`${c.customerNo} ${c.name}`}
                <CustomerStatusTag status={c.status} />
                <OriginTag origin={c.origin} />
              </Space>
            ) : (
              t('title.new')
            )
          }
          extra={
            <Space wrap>
              {c && (
                <Button
                  onClick={() => void move(c.status === 'active' ? 'archive' : 'restore')}
                  data-testid="cust-archive"
                >
                  {t(c.status === 'active' ? 'button.archive' : 'button.restore')}
                </Button>
              )}
              <Button type="primary" htmlType="submit" data-testid="cust-save">
                {t('button.save')}
              </Button>
            </Space>
          }
        >
          <Typography.Title level={5}>{t('title.basic')}</Typography.Title>
          <Row gutter={12}>
            <Col {...half}>
              <Form.Item
                name="name"
                label={t('field.name')}
                rules={[{ required: true, whitespace: true, message: t('required') }]}
              >
                <Input maxLength={120} data-testid="cust-name" />
              </Form.Item>
            </Col>
            <Col {...quarter}>
              <Form.Item name="abbreviation" label={t('field.abbreviation')}>
                <Input maxLength={40} />
              </Form.Item>
            </Col>
            <Col {...quarter}>
              <Form.Item name="level" label={t('field.level')}>
                <Select options={CUSTOMER_LEVELS.map((l) => ({ value: l, label: t(`level.${l}`) }))} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="platformEnterpriseUid" label={t('field.platform')} tooltip={t('platformHint')}>
                <Select allowClear options={platformOptions} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="salesmanUid" label={t('field.salesman')}>
                <Select
                  allowClear
                  showSearch
                  optionFilterProp="label"
                  options={(people.data ?? []).map((p) => ({
                    value: p.uid,
                    label: `${p.name}${p.jobNumber ? ` (${p.jobNumber})` : ''}`,
                  }))}
                />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Title level={5}>{t('title.terms')}</Typography.Title>
          <Row gutter={12}>
            <Col {...quarter}>
              <Form.Item
                name="creditLimit"
                label={t('field.creditLimit')}
                rules={[{ pattern: CREDIT, message: t('badAmount') }]}
              >
                <Input inputMode="decimal" data-testid="cust-credit" />
              </Form.Item>
            </Col>
            <Col {...quarter}>
              <Form.Item name="currency" label={t('field.currency')}>
                <Select options={['CNY', 'USD', 'HKD', 'EUR', 'JPY'].map((v) => ({ value: v, label: v }))} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="paymentTerms" label={t('field.paymentTerms')}>
                <Select options={CUSTOMER_PAYMENT_TERMS.map((v) => ({ value: v, label: t(`terms.${v}`) }))} />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Title level={5}>{t('title.tax')}</Typography.Title>
          <Row gutter={12}>
            <Col {...half}>
              <Form.Item name="taxId" label={t('field.taxId')}>
                <Input maxLength={40} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="invoiceTitle" label={t('field.invoiceTitle')}>
                <Input maxLength={120} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="bankName" label={t('field.bankName')}>
                <Input maxLength={120} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="bankAccount" label={t('field.bankAccount')}>
                <Input maxLength={60} />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Title level={5}>{t('title.contacts')}</Typography.Title>
          <Form.List name="contacts">
            {(fields, { add, remove }) => (
              <Flex vertical gap={4}>
                {fields.map((field) => (
                  <Row gutter={8} key={field.key} align="bottom">
                    <Col {...quarter}>
                      <Form.Item
                        name={[field.name, 'name']}
                        label={t('field.contact')}
                        rules={[{ required: true, whitespace: true, message: t('required') }]}
                      >
                        <Input maxLength={60} />
                      </Form.Item>
                    </Col>
                    <Col {...quarter}>
                      <Form.Item name={[field.name, 'position']} label={t('field.position')}>
                        <Input maxLength={60} />
                      </Form.Item>
                    </Col>
                    <Col {...quarter}>
                      <Form.Item name={[field.name, 'phone']} label={t('field.phone')} rules={[telephoneRule(t)]}>
                        <Input maxLength={40} />
                      </Form.Item>
                    </Col>
                    <Col {...quarter}>
                      <Form.Item name={[field.name, 'email']} label={t('field.email')}>
                        <Input maxLength={120} />
                      </Form.Item>
                    </Col>
                    <Col xs={24}>
                      <Space wrap>
                        <Form.Item name={[field.name, 'primary']} valuePropName="checked" noStyle>
                          <Checkbox>{t('field.primary')}</Checkbox>
                        </Form.Item>
                        <Button size="small" onClick={() => remove(field.name)}>
                          {t('button.remove')}
                        </Button>
                      </Space>
                    </Col>
                  </Row>
                ))}
                <Button
                  onClick={() => add({ primary: fields.length === 0 })}
                  style={{ alignSelf: 'flex-start' }}
                  data-testid="cust-add-contact"
                >
                  {t('button.addContact')}
                </Button>
              </Flex>
            )}
          </Form.List>
          <Typography.Title level={5}>{t('title.addresses')}</Typography.Title>
          <Form.List name="addresses">
            {(fields, { add, remove }) => (
              <Flex vertical gap={4}>
                {fields.map((field) => (
                  <Row gutter={8} key={field.key} align="bottom">
                    <Col {...quarter}>
                      <Form.Item
                        name={[field.name, 'kind']}
                        label={t('field.kind')}
                        rules={[{ required: true, message: t('required') }]}
                      >
                        <Select
                          options={CUSTOMER_ADDRESS_KINDS.map((k) => ({ value: k, label: t(`addressKind.${k}`) }))}
                        />
                      </Form.Item>
                    </Col>
                    <Col {...half}>
                      <Form.Item
                        name={[field.name, 'detailAddress']}
                        label={t('field.detailAddress')}
                        rules={[{ required: true, whitespace: true, message: t('required') }]}
                      >
                        <Input maxLength={300} />
                      </Form.Item>
                    </Col>
                    <Col {...quarter}>
                      <Form.Item name={[field.name, 'city']} label={t('field.city')}>
                        <Input maxLength={60} />
                      </Form.Item>
                    </Col>
                    <Col {...quarter}>
                      <Form.Item name={[field.name, 'country']} label={t('field.country')}>
                        <Input maxLength={60} />
                      </Form.Item>
                    </Col>
                    <Col {...quarter}>
                      <Form.Item name={[field.name, 'postcode']} label={t('field.postcode')}>
                        <Input maxLength={20} />
                      </Form.Item>
                    </Col>
                    <Col {...quarter}>
                      <Form.Item label=" ">
                        <Button onClick={() => remove(field.name)}>{t('button.remove')}</Button>
                      </Form.Item>
                    </Col>
                  </Row>
                ))}
                <Button onClick={() => add({ kind: 'shipping' })} style={{ alignSelf: 'flex-start' }}>
                  {t('button.addAddress')}
                </Button>
              </Flex>
            )}
          </Form.List>
          <Form.Item name="note" label={t('field.note')} style={{ marginTop: 12 }}>
            <Input.TextArea rows={3} maxLength={1000} />
          </Form.Item>
        </Card>
      </Form>
      {c && (
        <Card size="small" title={t('title.log')}>
          {c.platform && (
            <Typography.Paragraph>
              {t('platformOrders', { count: c.platformOrders, name: c.platform.name })}
            </Typography.Paragraph>
          )}
          {c.credit && (
            <Descriptions
              size="small"
              bordered
              column={{ xs: 1, sm: 2 }}
              title={t('credit.title')}
              style={{ marginBottom: 12 }}
              data-testid="cust-credit-use"
            >
              <Descriptions.Item label={t('credit.limit')}>
                {c.credit.limited ? `${c.credit.currency} ${c.credit.limit}` : t('credit.noLimit')}
              </Descriptions.Item>
              <Descriptions.Item label={t('credit.used')}>
                <span data-testid="cust-credit-used">{`${c.credit.currency} ${c.credit.used}`}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('credit.open')}>
                <span data-testid="cust-credit-open">{`${c.credit.currency} ${c.credit.open}`}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('credit.undelivered')}>
                <span data-testid="cust-credit-undelivered">{`${c.credit.currency} ${c.credit.undelivered}`}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('credit.openInvoices')}>
                <span data-testid="cust-credit-open-invoices">{`${c.credit.currency} ${c.credit.openInvoices}`}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('credit.unallocatedCredit')}>
                <span data-testid="cust-credit-unallocated">{`${c.credit.currency} ${c.credit.unallocatedCredit}`}</span>
              </Descriptions.Item>
              {c.credit.available !== null && (
                <Descriptions.Item label={t('credit.available')}>
                  <Typography.Text
                    type={c.credit.available.startsWith('-') ? 'danger' : undefined}
                  >{`${c.credit.currency} ${c.credit.available}`}</Typography.Text>
                </Descriptions.Item>
              )}
            </Descriptions>
          )}
          {c.leads.map((l) => (
            <Typography.Paragraph key={l.no}>
              <Typography.Link
                onClick={() => navigate(`/potentialCustomer-management-son/index?no=${encodeURIComponent(l.no)}`)}
              >{`${t('field.leadNo')} ${l.no}`}</Typography.Link>{' '}
              <StageTag stage={l.stage} />
            </Typography.Paragraph>
          ))}
          <Timeline
            items={c.log.map((l, i) => ({ key: i, children: `${formatDateTime(l.at)} — ${l.words}` }))}
            data-testid="cust-log"
          />
        </Card>
      )}
    </Flex>
  );
}
