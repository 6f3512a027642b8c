import { Table } from 'antd';
import Dialog from '../../components/Dialog';
import { useTranslation } from 'react-i18next';
import type { JoinedEnterprise } from '../../api/session';

interface Props {
  enterprises: JoinedEnterprise[] | null;
  onChoose: (enterprise: JoinedEnterprise) => void;
  onCancel: () => void;
}

/** The dialog of spec 01 §2.6 / spec 02 §2 for an account in several enterprises. */
export default function EnterpriseChoice({ enterprises, onChoose, onCancel }: Props) {
  const { t } = useTranslation('login');
  return (
    <Dialog open={!!enterprises} title={t('chooseEnterprise')} footer={null} onCancel={onCancel} width={560}>
      <Table
        rowKey="enterprise_uid"
        size="small"
        pagination={false}
        dataSource={enterprises ?? []}
        onRow={(row) => ({ onClick: () => onChoose(row), style: { cursor: 'pointer' } })}
        columns={[
          { title: t('enterpriseName'), dataIndex: 'enterprise_name' },
          { title: t('department'), dataIndex: 'department' },
          { title: t('staffName'), dataIndex: 'staff_name' },
        ]}
      />
    </Dialog>
  );
}
