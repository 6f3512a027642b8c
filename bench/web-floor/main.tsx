/**
 * The floor of bench/web-bundle.ts: the least a login page on React + antd can ship — the same kind of form as
 * PCB Union's login (sign-in method switch, phone / e-mail / job number with an icon, password, submit), no router,
 * no translations, no data layer. Built by Vite with the app's settings (see web-bundle.ts).
 */
import { IdcardOutlined, LockOutlined, MailOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Card, ConfigProvider, Flex, Form, Input, Segmented } from 'antd';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

type Method = 'phone' | 'email' | 'jobnumber';
const ICONS = { phone: <MobileOutlined />, email: <MailOutlined />, jobnumber: <IdcardOutlined /> };
const PLACEHOLDERS = { phone: 'Mobile phone number', email: 'E-mail address', jobnumber: 'Job number' };

function Login() {
  const [method, setMethod] = useState<Method>('phone');
  const [busy, setBusy] = useState(false);
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh' }}>
      <Card title="PCB Union" style={{ width: 400 }}>
        <Segmented<Method>
          block
          value={method}
          onChange={setMethod}
          options={[
            { value: 'phone', label: 'Phone' },
            { value: 'email', label: 'E-mail' },
            { value: 'jobnumber', label: 'Job number' },
          ]}
        />
        <Form layout="vertical" style={{ marginTop: 16 }} onFinish={() => setBusy(true)}>
          <Form.Item name="login" rules={[{ required: true }]}>
            <Input prefix={ICONS[method]} placeholder={PLACEHOLDERS[method]} />
          </Form.Item>
          <Form.Item name="password" rules={[{ required: true }]}>
            <Input.Password prefix={<LockOutlined />} placeholder="Password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            Log in
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider theme={{ token: { colorPrimary: '#1890ff' } }}>
      <Login />
    </ConfigProvider>
  </StrictMode>,
);
