import { WechatOutlined } from '@ant-design/icons';
import { Button, Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { WECHAT_START } from './wechat';

/** The WeChat way in (spec 01 §2.4): WeChat's QR-code page, then back to /login?wechat=…; loaded only when offered. */
export default function WeChatEntry() {
  const { t } = useTranslation('login');
  return (
    <>
      <Divider plain style={{ margin: '16px 0 12px' }}>
        {t('wechat.or')}
      </Divider>
      <Button
        block
        href={WECHAT_START}
        icon={<WechatOutlined style={{ color: '#07c160' }} />}
        data-testid="wechat-login"
      >
        {t('wechat.button')}
      </Button>
    </>
  );
}
