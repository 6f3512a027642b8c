import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Col, Empty, List, Row, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allOf, saveBindings, type BindingRow, type ProductRow, type ProjectRow } from '../../features/pricing';
import { serverErrors } from '../../features/pricing/field-errors';

/** Product–pricing project binding: pick a product, tick the projects that price it (in pricing order), save. */
export default function ProductProjectBindingPage() {
  const { t } = useTranslation('pricing');
  const { message } = App.useApp();
  const products = useQuery({ queryKey: ['pricing', 'products', 'all'], queryFn: () => allOf<ProductRow>('products') });
  const projects = useQuery({ queryKey: ['pricing', 'projects', 'all'], queryFn: () => allOf<ProjectRow>('projects') });
  const bindings = useQuery({ queryKey: ['pricing', 'bindings', 'all'], queryFn: () => allOf<BindingRow>('bindings') });
  const [product, setProduct] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  if (!product && products.data?.[0]) setProduct(products.data[0].number);
  // The ticked projects start from the product's saved bindings, again when the product or the bindings change
  const [codesOf, setCodesOf] = useState<{ product: string | null; bindings: BindingRow[] | undefined }>();
  if (!codesOf || codesOf.product !== product || codesOf.bindings !== bindings.data) {
    setCodesOf({ product, bindings: bindings.data });
    setCodes((bindings.data ?? []).filter((b) => b.productNumber === product).map((b) => b.projectCode));
  }
  const onSave = async () => {
    if (!product) return;
    setSaving(true);
    try {
      await saveBindings(product, codes);
      void message.success(t('binding.saved'));
      void bindings.refetch();
    } catch (error) {
      void message.error(serverErrors(error)[0]?.message);
    } finally {
      setSaving(false);
    }
  };
  const ordered = [...(projects.data ?? [])].sort(
    (a, b) => a.sortNumber - b.sortNumber || a.code.localeCompare(b.code),
  );

  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Card title={t('binding.chooseProduct')}>
          <List
            dataSource={products.data ?? []}
            locale={{ emptyText: <Empty /> }}
            renderItem={(p) => (
              <List.Item
                onClick={() => setProduct(p.number)}
                style={{
                  cursor: 'pointer',
                  background: p.number === product ? '#e6f4ff' : undefined,
                  paddingInline: 8,
                }}
              >
                <Space>
                  <b>{p.number}</b> {p.name} {p.status === 'expired' && <Tag>{t('status.expired')}</Tag>}
                </Space>
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} md={16}>
        <Card
          title={product ? t('binding.projectsOf', { product }) : t('binding.title')}
          extra={
            <Button
              type="primary"
              disabled={!product}
              loading={saving}
              onClick={() => void onSave()}
              data-testid="save-bindings"
            >
              {t('actions.save')}
            </Button>
          }
        >
          <Checkbox.Group value={codes} onChange={(values) => setCodes(values as string[])} style={{ width: '100%' }}>
            <Space direction="vertical">
              {ordered.map((project) => (
                <Checkbox key={project.code} value={project.code}>
                  <Typography.Text>
                    <code>{project.code}</code> {project.name}
                  </Typography.Text>{' '}
                  <Tag>{t(`pricingMode.${project.pricingMode}`)}</Tag>
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
        </Card>
      </Col>
    </Row>
  );
}
