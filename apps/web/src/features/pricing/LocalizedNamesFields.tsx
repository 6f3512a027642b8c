import { Collapse, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import LocalizedNameInputs from './LocalizedNameInputs';

/** A compact, folded "Names in other languages" section under a row's own name. */
export default function LocalizedNamesFields({
  max,
  path = ['names'],
}: {
  max: number;
  path?: Array<string | number>;
}) {
  const { t } = useTranslation('pricing');
  const names = Form.useWatch(path) as Record<string, string | undefined> | undefined;
  const count = Object.values(names ?? {}).filter((v) => v !== undefined && v.trim() !== '').length;
  return (
    <Collapse
      size="small"
      style={{ marginBottom: 16 }}
      items={[
        {
          key: 'names',
          forceRender: true,
          label: count > 0 ? t('names.titleCount', { count }) : t('names.title'),
          children: (
            <>
              <div style={{ marginBottom: 8 }}>{t('names.hint')}</div>
              <LocalizedNameInputs path={path} max={max} span={8} testId="names" />
            </>
          ),
        },
      ]}
    />
  );
}
