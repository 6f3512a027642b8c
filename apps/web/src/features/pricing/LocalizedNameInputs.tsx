import { PRICING_LOCALES } from '@pcbunion/core';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';

/** One input per language for the names a factory gives a price-book row (`names.zh-CN`, …), limited as the server. */
export default function LocalizedNameInputs({
  path,
  max,
  span,
  testId,
}: {
  path: Array<string | number>;
  max: number;
  span: number;
  testId: string;
}) {
  const { t } = useTranslation('pricing');
  return (
    <Row gutter={12}>
      {PRICING_LOCALES.map((locale) => (
        <Col key={locale} span={span}>
          <Form.Item name={[...path, locale]} label={t(`names.language.${locale}`)} style={{ marginBottom: 8 }}>
            <Input maxLength={max} showCount data-testid={`${testId}-${locale}`} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
