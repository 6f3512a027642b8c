import { ColorPicker, Drawer, Flex, Switch, Typography, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { settingsStore, useSettings, type Settings } from '../../stores/settings';

const PRESETS = ['#1890ff', '#13c2c2', '#52c41a', '#fa541c', '#722ed1', '#eb2f96', '#304156'];

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Page style settings (spec 01 §3): theme colour, tags view, fixed header, sidebar logo — remembered per browser. */
export default function SettingsDrawer({ open, onClose }: Props) {
  const { t } = useTranslation('shell');
  const settings = useSettings();
  const toggles: Array<keyof Omit<Settings, 'theme'>> = ['tagsView', 'fixedHeader', 'sidebarLogo'];
  return (
    <Drawer open={open} onClose={onClose} title={t('settings.title')} size={300} data-testid="settings-drawer">
      <Flex vertical gap="middle">
        <Flex justify="space-between" align="center">
          <Typography.Text>{t('settings.theme')}</Typography.Text>
          <ColorPicker
            value={settings.theme}
            presets={[{ label: t('settings.theme'), colors: PRESETS }]}
            disabledAlpha
            onChangeComplete={(color) => settingsStore.change('theme', color.toHexString())}
          />
        </Flex>
        {toggles.map((key) => (
          <Flex key={key} justify="space-between" align="center">
            <Typography.Text>{t(`settings.${key}`)}</Typography.Text>
            <Switch
              data-testid={`setting-${key}`}
              checked={settings[key]}
              onChange={(value) => settingsStore.change(key, value)}
            />
          </Flex>
        ))}
        <Button onClick={settingsStore.reset}>{t('settings.reset')}</Button>
      </Flex>
    </Drawer>
  );
}
