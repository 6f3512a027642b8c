import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Alert, Button, Card, Flex, Result, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { permissions, savePermissions, type PermissionTree } from '../staff-management/api';

/** The enterprise kind's menus as a tree; screens (with a package_url) are the leaves that carry a permission bit. */
function treeOf(data: PermissionTree): TreeDataNode[] {
  const grantable = new Set(data.grantable);
  const node = (m: PermissionTree['menus'][number]): TreeDataNode => {
    const children = data.menus.filter((c) => c.parent_no === m.menu_no).map(node);
    return {
      key: m.package_url ? m.auth_code : `group-${m.menu_no}`,
      title: m.menu_name,
      children: children.length ? children : undefined,
      disableCheckbox: !!m.package_url && !grantable.has(m.auth_code),
    };
  };
  const known = new Set(data.menus.map((m) => m.menu_no));
  return data.menus.filter((m) => m.parent_no === 0 || !known.has(m.parent_no)).map(node);
}

/** Permission setting (staff-management-staffing, `?uid=`): tick the screens; saved as the permission mask. */
export default function StaffPermissionPage() {
  const { t } = useTranslation('staff');
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const client = useQueryClient();
  const uid = params.get('uid') ?? '';
  const query = useQuery({
    queryKey: ['staff', 'permissions', uid],
    queryFn: () => permissions(uid),
    enabled: !!uid,
    retry: false,
  });
  const [checked, setChecked] = useState<number[] | null>(null);
  const tree = useMemo(() => (query.data ? treeOf(query.data) : []), [query.data]);
  const save = useMutation({
    mutationFn: (codes: number[]) => savePermissions(uid, codes),
    onSuccess: () => {
      void message.success(t('permissionsSaved'));
      void client.invalidateQueries({ queryKey: ['staff', 'permissions', uid] });
      setChecked(null);
    },
  });

  if (!uid || query.isError) return <Result status="404" title={t('notFound')} />;
  const data = query.data;
  if (!data) return <Card loading />;
  const current = checked ?? data.granted;

  return (
    <Card title={t('permissionsOf', { name: data.staff_name })} data-testid="staff-permissions">
      <Flex vertical gap="middle">
        <Alert type="info" showIcon message={t('permissionsHint')} />
        <Tree
          checkable
          defaultExpandAll
          selectable={false}
          treeData={tree}
          checkedKeys={current}
          onCheck={(keys) => {
            const list = Array.isArray(keys) ? keys : keys.checked;
            setChecked(list.filter((k): k is number => typeof k === 'number'));
          }}
        />
        <Flex gap="small">
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => save.mutate(current)}
            data-testid="save-permissions"
          >
            {t('save')}
          </Button>
          <Button onClick={() => setChecked(null)}>{t('reset')}</Button>
        </Flex>
      </Flex>
    </Card>
  );
}
