import { App, Button, Flex, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';
import { adjustStatement, type StatementDetail } from './api';
import { markField, messageOf } from './errors';

interface Values {
  adjustments: Array<{ description?: string; amount?: string }>;
}

/** The factory's adjustments of a draft statement: each a description and a signed amount (-50.00 is a credit). */
export default function AdjustDialog({
  statement,
  open,
  onClose,
  onDone,
}: {
  statement: StatementDetail;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('customerBilling');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const initial = statement.lines
    .filter((l) => l.kind === 'adjustment')
    .map((l) => ({ description: l.description ?? '', amount: l.amount }));

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      await adjustStatement(statement.no, {
        adjustments: (v.adjustments ?? []).map((a) => ({
          description: (a.description ?? '').trim(),
          amount: (a.amount ?? '').trim(),
        })),
        rowVersion: statement.rowVersion,
      });
      void message.success(t('saved'));
      onClose();
    } catch (error) {
      const names = Object.fromEntries(
        (v.adjustments ?? []).flatMap((_, i) => [
          [`adjustments.${i}.amount`, ['adjustments', i, 'amount']],
          [`adjustments.${i}.description`, ['adjustments', i, 'description']],
        ]),
      );
      if (!markField(form, error, names)) void message.error(messageOf(error));
    }
    onDone();
  };

  return (
    <Dialog
      open={open}
      title={t('statement.adjust')}
      onCancel={onClose}
      onOk={() => void submit()}
      destroyOnHidden
      width={640}
    >
      <Form form={form} layout="vertical" initialValues={{ adjustments: initial.length ? initial : [{}] }}>
        <Form.List name="adjustments">
          {(fields, { add, remove }) => (
            <Flex vertical gap="small">
              {fields.map((f) => (
                <Space key={f.key} align="baseline" wrap>
                  <Form.Item
                    name={[f.name, 'description']}
                    label={t('field.description')}
                    rules={[{ required: true, whitespace: true, message: t('required') }]}
                  >
                    <Input
                      maxLength={200}
                      style={{ width: 280, maxWidth: '100%' }}
                      data-testid={`cs-adj-${f.name}-description`}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[f.name, 'amount']}
                    label={t('field.amount')}
                    rules={[
                      { required: true, message: t('required') },
                      { pattern: /^-?\d{1,13}(\.\d{1,2})?$/, message: t('amountHint') },
                    ]}
                  >
                    <Input
                      maxLength={20}
                      style={{ width: 140 }}
                      placeholder="-50.00"
                      data-testid={`cs-adj-${f.name}-amount`}
                    />
                  </Form.Item>
                  <Button onClick={() => remove(f.name)}>{t('remove')}</Button>
                </Space>
              ))}
              <Button onClick={() => add({})} style={{ alignSelf: 'flex-start' }}>
                {t('addLine')}
              </Button>
            </Flex>
          )}
        </Form.List>
      </Form>
    </Dialog>
  );
}
