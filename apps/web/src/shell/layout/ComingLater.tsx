import { ClockCircleOutlined } from '@ant-design/icons';
import { Card, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { placeholderOf } from '../routes/placeholders';

/**
 * A route whose screen is not built yet: its title, what the page will do and the issue that brings it
 * (shell/routes/placeholders.ts), never a fake screen.
 */
export default function ComingLater({ title, segment }: { title: string; segment: string }) {
  const { t } = useTranslation('placeholders');
  const placeholder = placeholderOf(segment);
  return (
    <Card data-testid="coming-later" data-issue={placeholder?.issue}>
      <Result
        icon={<ClockCircleOutlined />}
        title={title}
        subTitle={
          <>
            {placeholder && <Typography.Paragraph data-testid="coming-later-about">{t(`about.${placeholder.about}`)}</Typography.Paragraph>}
            <Typography.Paragraph type="secondary">
              {t('common:comingLater')}
              {placeholder && ` ${t('arrivesWith', { issue: placeholder.issue })}`}
            </Typography.Paragraph>
          </>
        }
      />
    </Card>
  );
}
