import { FileSearchOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** A value the form took from the Gerber files, and why (what was measured or found). */
export interface GerberMark {
  value: string;
  reason: string;
}

/** The mark beside a parameter's label while its value is the one the Gerber files gave: the reason shows on hover. */
export default function FromGerberMark({ code, reason }: { code: string; reason: string }) {
  const { t } = useTranslation('pricing');
  return (
    <Tooltip title={reason}>
      <Tag
        icon={<FileSearchOutlined />}
        color="processing"
        bordered={false}
        style={{ marginInlineEnd: 0 }}
        aria-label={`${t('quotation.fromGerber.mark')}: ${reason}`}
        data-testid={`from-gerber-${code}`}
      >
        {t('quotation.fromGerber.mark')}
      </Tag>
    </Tooltip>
  );
}
