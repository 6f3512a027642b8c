import {
  PRICING_TEXT_LIMITS,
  CLASSIFICATION_ROOT,
  VALIDITY_STATUSES,
  canDeleteClassification,
  validateClassification,
  type ProductClassification,
} from '@pcbunion/core';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Empty,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Row,
  Select,
  Space,
  Tag,
  Tree,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { classificationTree, remove, save, useActorLevel, type ClassificationNode } from '../../features/pricing';
import { messageOf, serverErrors } from '../../features/pricing/field-errors';
import LocalizedNamesFields from '../../features/pricing/LocalizedNamesFields';
import { useRuleForm } from '../../features/pricing/useRuleForm';

const FIELDS = ['number', 'name', 'names', 'parentNumber', 'status', 'serialNumber', 'batchInterval', 'remarks'];

interface TreeNode {
  key: string;
  title: React.ReactNode;
  children: TreeNode[];
}

function flatten(nodes: readonly ClassificationNode[]): ClassificationNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/** Product classification: the tree on the left (where the parent is chosen), the selected node's form on the right. */
export default function ProductClassificationPage() {
  const { t } = useTranslation('pricing');
  const { message } = App.useApp();
  const level = useActorLevel();
  const tree = useQuery({ queryKey: ['pricing', 'classifications', 'tree'], queryFn: classificationTree });
  const all = useMemo(() => flatten(tree.data ?? []), [tree.data]);
  const [selected, setSelected] = useState<ClassificationNode | null>(null);
  const [mode, setMode] = useState<'edit' | 'add'>('add');
  const [parent, setParent] = useState<string>(CLASSIFICATION_ROOT);
  const editing = mode === 'edit' ? selected : null;
  const { form, submit, problems, saving, setProblems } = useRuleForm<ProductClassification>({
    fields: FIELDS,
    rules: (values) => validateClassification({ ...values, level }, { classifications: all, editing: editing?.number }),
    save: (values) =>
      save<ProductClassification>('classifications', editing?.uid, {
        ...values,
        level,
        rowVersion: editing?.rowVersion,
      }),
    onSaved: () => void tree.refetch(),
  });
  useEffect(() => {
    setProblems([]);
    form.resetFields();
    if (editing) form.setFieldsValue(editing);
    else form.setFieldsValue({ parentNumber: parent, status: 'valid', serialNumber: 1, batchInterval: 4 });
  }, [editing, parent, form, setProblems]);
  const readOnly = editing?.readOnly ?? false;
  const toTree = (nodes: readonly ClassificationNode[]): TreeNode[] =>
    nodes.map((node) => ({
      key: node.number,
      title: (
        <span>
          {node.number} {node.name} {node.level === 'platform' && <Tag color="blue">{t('level.platform')}</Tag>}
          {node.status === 'expired' && <Tag>{t('status.expired')}</Tag>}
        </span>
      ),
      children: toTree(node.children),
    }));
  const onDelete = async () => {
    if (!editing) return;
    const refused = canDeleteClassification(editing.number, all);
    if (refused.length > 0) return void message.error(messageOf(refused[0]!));
    try {
      await remove('classifications', editing.uid, { silent: true });
      setSelected(null);
      setMode('add');
      void tree.refetch();
    } catch (error) {
      void message.error(serverErrors(error)[0]?.message);
    }
  };

  return (
    <Row gutter={16}>
      <Col xs={24} md={9}>
        <Card
          title={t('classification.title')}
          extra={
            <Button
              size="small"
              onClick={() => {
                setSelected(null);
                setParent(CLASSIFICATION_ROOT);
                setMode('add');
              }}
            >
              {t('classification.addTop')}
            </Button>
          }
        >
          {all.length === 0 ? (
            <Empty />
          ) : (
            <Tree
              defaultExpandAll
              blockNode
              treeData={toTree(tree.data ?? [])}
              selectedKeys={selected ? [selected.number] : []}
              onSelect={(keys) => {
                const node = all.find((c) => c.number === keys[0]);
                setSelected(node ?? null);
                setMode(node ? 'edit' : 'add');
                if (node) setParent(node.number);
              }}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} md={15}>
        <Card
          title={
            editing
              ? `${editing.number} ${editing.name}`
              : t('classification.new', { parent: parent === CLASSIFICATION_ROOT ? t('classification.root') : parent })
          }
          extra={
            <Space>
              {selected && (
                <Button
                  onClick={() => {
                    setParent(selected.number);
                    setMode('add');
                  }}
                >
                  {t('classification.addChild')}
                </Button>
              )}
              {editing && !readOnly && (
                <Popconfirm title={t('actions.confirmDelete')} onConfirm={() => void onDelete()}>
                  <Button danger>{t('actions.delete')}</Button>
                </Popconfirm>
              )}
              <Button type="primary" disabled={readOnly} loading={saving} onClick={() => void submit()}>
                {t('actions.save')}
              </Button>
            </Space>
          }
        >
          {readOnly && (
            <Alert type="info" showIcon message={t('common.platformReadOnly')} style={{ marginBottom: 12 }} />
          )}
          {problems.map((p, i) => (
            <Alert key={i} type="error" showIcon message={p.message} style={{ marginBottom: 12 }} />
          ))}
          <Form form={form} layout="vertical" disabled={readOnly}>
            <Row gutter={12}>
              <Col span={12}>
                <Form.Item name="number" label={t('classification.number')} required>
                  <Input maxLength={PRICING_TEXT_LIMITS.number} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="name" label={t('classification.name')} required>
                  <Input maxLength={PRICING_TEXT_LIMITS.name} showCount />
                </Form.Item>
              </Col>
              <Col span={24}>
                <LocalizedNamesFields max={PRICING_TEXT_LIMITS.name} />
              </Col>
              <Col span={12}>
                <Form.Item
                  name="parentNumber"
                  label={t('classification.parent')}
                  required
                  extra={t('classification.chooseOnLeft')}
                >
                  <Select
                    disabled
                    options={[
                      { value: CLASSIFICATION_ROOT, label: t('classification.root') },
                      ...all.map((c) => ({ value: c.number, label: `${c.number} ${c.name}` })),
                    ]}
                  />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="status" label={t('classification.status')}>
                  <Select options={VALIDITY_STATUSES.map((v) => ({ value: v, label: t(`status.${v}`) }))} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="serialNumber" label={t('classification.serialNumber')} required>
                  <InputNumber style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="batchInterval" label={t('classification.batchInterval')} required>
                  <InputNumber style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col span={24}>
                <Form.Item name="remarks" label={t('classification.remarks')}>
                  <Input.TextArea rows={2} maxLength={PRICING_TEXT_LIMITS.remarks} showCount />
                </Form.Item>
              </Col>
            </Row>
          </Form>
        </Card>
      </Col>
    </Row>
  );
}
