import { Button, Form, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import LocalizedNameInputs from './LocalizedNameInputs';

/** The same per option of a value list: a small button opening the five inputs in a popover. */
export default function OptionLabelsButton({ field, max, index }: { field: number; max: number; index: number }) {
  const { t } = useTranslation('pricing');
  const labels = Form.useWatch(['valueList', field, 'labels']) as Record<string, string | undefined> | undefined;
  const count = Object.values(labels ?? {}).filter((v) => v !== undefined && v.trim() !== '').length;
  return (
    <Popover
      trigger="click"
      title={t('names.optionTitle')}
      forceRender
      content={
        <div style={{ width: 320 }}>
          <LocalizedNameInputs path={[field, 'labels']} max={max} span={24} testId={`option-${index}-labels`} />
        </div>
      }
    >
      <Button data-testid={`option-${index}-names`}>
        {count > 0 ? t('names.optionButtonCount', { count }) : t('names.optionButton')}
      </Button>
    </Popover>
  );
}
