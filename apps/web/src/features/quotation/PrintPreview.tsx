import type { PrintDocument } from '@pcbunion/core';
import { Descriptions, Table, Typography } from 'antd';

/** The print page: the same PrintDocument the PDF is drawn from, shown as HTML. */
export default function PrintPreview({ document }: { document: PrintDocument }) {
  return (
    <div data-testid="print-preview">
      <Typography.Title level={4} style={{ textAlign: 'center', marginBottom: 0 }}>
        {document.title}
      </Typography.Title>
      {document.subtitle && (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {document.subtitle}
        </Typography.Paragraph>
      )}
      <Descriptions
        size="small"
        column={2}
        bordered
        items={document.fields.map((field, i) => ({ key: i, label: field.label, children: field.value || '—' }))}
      />
      {document.tables.map((table) => (
        <div key={table.title} style={{ marginTop: 12 }}>
          <Typography.Text strong>{table.title}</Typography.Text>
          <Table
            size="small"
            pagination={false}
            rowKey={(_, i) => String(i)}
            dataSource={table.rows.map((cells) => ({ cells }))}
            columns={table.columns.map((column, i) => ({
              title: column.label,
              align: column.align ?? 'left',
              render: (_: unknown, row: { cells: string[] }) => row.cells[i],
            }))}
          />
        </div>
      ))}
      <div style={{ textAlign: 'right', marginTop: 12 }}>
        {document.totals.map((total) => (
          <div key={total.label}>
            <Typography.Text strong>{`${total.label}: ${total.value}`}</Typography.Text>
          </div>
        ))}
      </div>
      {document.notes?.map((note) => (
        <Typography.Paragraph key={note}>{note}</Typography.Paragraph>
      ))}
      {document.footer && (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {document.footer}
        </Typography.Paragraph>
      )}
    </div>
  );
}
