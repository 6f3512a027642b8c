import { Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Dialog from '../../components/Dialog';
import { InquiryList, ReviewPanel, type Inquiry } from '../../features/inquiry';

/** The manual-quotation sub-page a tab closes with updatethestatusofinquiry (spec 01 §2.5 / §2.7). */
export const manualQuotationPath = (inquiry: Inquiry) =>
  `/online-inquiry/index?uid=${inquiry.uid}&no=${encodeURIComponent(inquiry.no)}&from_url=/online-manual-quotation/index`;

/** Quotation management, its add dialog open on a platform quotation made from the inquiry (issue 30). */
const quotationFromInquiryPath = (inquiry: Inquiry) =>
  `/quotation-management/index?inquiry=${encodeURIComponent(inquiry.no)}`;
/** An inquiry still wanted: not rejected or withdrawn by its customer. */
const QUOTABLE = new Set<string>(['to_be_reviewed', 'approved', 'added_to_cart', 'ordered']);

/** Inquiry management (factory): the online inquiries addressed to this factory; review, quote by hand, approve or reject. */
export default function InquiryManagementPage() {
  const { t } = useTranslation('inquiry');
  const navigate = useNavigate();
  const [reviewing, setReviewing] = useState<{ inquiry: Inquiry; reload: () => void } | null>(null);
  return (
    <Card size="small" title={t('title.factoryList')}>
      <InquiryList
        side="factory"
        initialTab="to_be_reviewed"
        rowActions={(inquiry, reload) => (
          <>
            {inquiry.actions.includes('approve') && (
              <>
                <Button
                  size="small"
                  type="link"
                  onClick={() => setReviewing({ inquiry, reload })}
                  data-testid="inquiry-review"
                >
                  {t('action.review')}
                </Button>
                <Button size="small" type="link" onClick={() => navigate(manualQuotationPath(inquiry))}>
                  {t('action.quoteByHand')}
                </Button>
              </>
            )}
            {QUOTABLE.has(inquiry.status) && (
              <Button
                size="small"
                type="link"
                onClick={() => navigate(quotationFromInquiryPath(inquiry))}
                data-testid={`make-quotation-${inquiry.no}`}
              >
                {t('action.makeQuotation')}
              </Button>
            )}
          </>
        )}
      />
      <Dialog
        open={!!reviewing}
        title={reviewing ? t('review.title', { no: reviewing.inquiry.no }) : ''}
        footer={null}
        width={720}
        onCancel={() => setReviewing(null)}
        destroyOnHidden
      >
        {reviewing && (
          <ReviewPanel
            inquiry={reviewing.inquiry}
            onDone={() => {
              reviewing.reload();
              setReviewing(null);
            }}
          />
        )}
      </Dialog>
    </Card>
  );
}
