import type { QuotationAction, QuotationRole } from '@pcbunion/core';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  copyQuotation,
  deleteQuotation,
  quotationAction,
  returnQuotation,
  upgradeQuotation,
  type QuotationHeader,
} from './api';
import LogDialog from './LogDialog';
import PrintDialog from './PrintDialog';
import { ReturnDialog, UpgradeDialog } from './ReasonDialogs';
import { withContinuePrompt } from './slow-action';
import VersionsDialog from './VersionsDialog';

type Dialog = 'return' | 'upgrade' | 'log' | 'print' | 'versions';

/**
 * The actions on a selected quotation for one role, shown only when the state table of packages/core allows them
 * (the server checks again with a compare-and-set); view log, versions and print always. `requireOne` answers
 * the selected row or says "please select one data".
 */
export default function QuotationToolbar({
  role,
  requireOne,
  onEdit,
  onChanged,
}: {
  role: QuotationRole;
  requireOne: () => QuotationHeader | null;
  onEdit?: (no: string) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation('quotation');
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<{ kind: Dialog; no: string } | null>(null);
  const done = (text: string) => {
    void message.success(text);
    void client.invalidateQueries({ queryKey: ['quotations'] });
    onChanged();
  };
  const ask = (title: string) =>
    new Promise<boolean>((resolve) =>
      modal.confirm({ title, onOk: () => resolve(true), onCancel: () => resolve(false) }),
    );
  const allowed = (row: QuotationHeader, action: QuotationAction) => row.actions[role].includes(action);

  const run = (action: QuotationAction) => {
    const row = requireOne();
    if (!row) return;
    const no = row.quotationNo;
    if (
      !allowed(row, action) &&
      ['submit', 'withdraw', 'delete', 'audit', 'deapprove', 'return', 'upgrade', 'modify'].includes(action)
    ) {
      void message.warning(t(`status.${row.status}`));
      return;
    }
    if (action === 'modify') return onEdit?.(no);
    if (action === 'return' || action === 'upgrade') return setDialog({ kind: action, no });
    const confirm: Partial<Record<QuotationAction, string>> = {
      submit: 'confirmSubmit',
      withdraw: 'confirmWithdraw',
      delete: 'confirmDelete',
      copy: 'confirmCopy',
      audit: 'confirmAudit',
      deapprove: 'confirmDeapprove',
    };
    modal.confirm({
      title: t(`prompt.${confirm[action]}`, { no }),
      onOk: async () => {
        if (action === 'delete') return (await deleteQuotation(no), done(t('prompt.deleted')));
        if (action === 'copy') {
          const key = crypto.randomUUID();
          const copy = await withContinuePrompt(
            () => copyQuotation(no, key),
            () => ask(t('prompt.copyTimeout')),
          );
          return copy
            ? done(t('prompt.copied', { no: copy.quotationNo }))
            : void message.info(t('prompt.stillWorking'));
        }
        if (action === 'audit') {
          const audited = await withContinuePrompt(
            () => quotationAction(no, 'audit'),
            () => ask(t('prompt.auditTimeout')),
          );
          return audited ? done(t('prompt.audited')) : void message.info(t('prompt.stillWorking'));
        }
        await quotationAction(no, action as 'submit' | 'withdraw' | 'deapprove');
        done(
          t(`prompt.${{ submit: 'submitted', withdraw: 'withdrawn', deapprove: 'deapproved' }[action as 'submit']}`),
        );
      },
    });
  };

  const button = (action: QuotationAction | Dialog, label: string, primary = false) => (
    <Button
      key={action}
      type={primary ? 'primary' : 'default'}
      data-testid={`quotation-${action}`}
      onClick={() =>
        ['log', 'print', 'versions'].includes(action) ? open(action as Dialog) : run(action as QuotationAction)
      }
    >
      {label}
    </Button>
  );
  const open = (kind: Dialog) => {
    const row = requireOne();
    if (row) setDialog({ kind, no: row.quotationNo });
  };

  return (
    <>
      {role === 'quoter'
        ? [
            button('modify', t('action.edit')),
            button('submit', t('action.submit'), true),
            button('withdraw', t('action.withdraw')),
            button('delete', t('action.delete')),
            button('copy', t('action.copy')),
            button('upgrade', t('action.upgrade')),
          ]
        : [
            button('audit', t('action.audit'), true),
            button('deapprove', t('action.deapprove')),
            button('return', t('action.return')),
          ]}
      {button('versions', t('action.versions'))}
      {button('log', t('action.log'))}
      {button('print', t('action.print'))}
      <ReturnDialog
        no={dialog?.kind === 'return' ? dialog.no : null}
        onCancel={() => setDialog(null)}
        onOk={async (reason) => {
          await returnQuotation(dialog!.no, reason);
          setDialog(null);
          done(t('prompt.returned'));
        }}
      />
      <UpgradeDialog
        no={dialog?.kind === 'upgrade' ? dialog.no : null}
        onCancel={() => setDialog(null)}
        onOk={async (reason, remark) => {
          const next = await upgradeQuotation(dialog!.no, reason, remark);
          setDialog(null);
          done(t('prompt.upgraded', { version: next.version }));
        }}
      />
      <LogDialog no={dialog?.kind === 'log' ? dialog.no : null} onClose={() => setDialog(null)} />
      <PrintDialog no={dialog?.kind === 'print' ? dialog.no : null} onClose={() => setDialog(null)} />
      <VersionsDialog no={dialog?.kind === 'versions' ? dialog.no : null} onClose={() => setDialog(null)} />
    </>
  );
}
