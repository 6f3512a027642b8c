import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { purchasePdfUrl, purchasePrintDocument } from '../../features/purchase/api';
import PrintPreview from '../../features/quotation/PrintPreview';

/** /purchase-order-detail-print (spec 01 §2.2): a purchase order in the same document the PDF is drawn from. */
export default function PurchaseOrderPrintPage() {
  const { t } = useTranslation('purchase');
  const [params] = useSearchParams();
  const no = params.get('no') ?? '';
  const document = useQuery({
    queryKey: ['purchase-order', 'print', no],
    queryFn: () => purchasePrintDocument(no),
    enabled: no !== '',
    staleTime: 0,
  });
  if (!no) return <Result status="info" title={t('chooseOrder')} data-testid="po-print-missing" />;
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 960, margin: '0 auto' }} data-testid="po-print-page">
      <style>{'@media print { .no-print { display: none !important; } }'}</style>
      <Flex className="no-print" gap="small">
        <Button type="primary" disabled={!document.data} onClick={() => window.print()}>
          {t('action.print')}
        </Button>
        <Button href={purchasePdfUrl(no)} target="_blank" data-testid="po-pdf">
          {t('action.downloadPdf')}
        </Button>
      </Flex>
      {document.isLoading && <Spin />}
      {document.data && <PrintPreview document={document.data} />}
    </Flex>
  );
}
