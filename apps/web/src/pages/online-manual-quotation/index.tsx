import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { InquiryList } from '../../features/inquiry';
import { manualQuotationPath } from '../inquiry-management';

/**
 * Manual quotation (factory): the inquiries waiting for a price. "Quote by hand" opens the inquiry in its own tab
 * (the online-inquiry sub-page with `uid` and `from_url`), holding it for this staff member until the tab closes,
 * which releases it through updatethestatusofinquiry (spec 01 §2.7).
 */
export default function OnlineManualQuotationPage() {
  const { t } = useTranslation('inquiry');
  const navigate = useNavigate();
  return (
    <Card size="small" title={t('title.manualQuotation')}>
      <InquiryList
        side="factory"
        initialTab="to_be_reviewed"
        testId="manual-quotation-list"
        rowActions={(inquiry) =>
          inquiry.actions.includes('approve') && (
            <Button
              size="small"
              type="link"
              onClick={() => navigate(manualQuotationPath(inquiry))}
              data-testid="quote-by-hand"
            >
              {t('action.quoteByHand')}
            </Button>
          )
        }
      />
    </Card>
  );
}
