import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Empty, Row, Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DfmFindings, RoleCorrection, type AnalysedFile, type DfmReport } from '../../features/capability';
import { CamFindings, camValuesOf, GerberDropZone, GerberPreview, useGerberUpload } from '../../features/gerber';
import { useSearchParams } from 'react-router';
import { InquiryDetailView, MakeInquiryButton, openQuotation } from '../../features/inquiry';
import { getBook, getMerchants, QuotationForm, type LiveEstimate, type Values } from '../../features/pricing';
import { useSession } from '../../stores/session';

/**
 * The online inquiry with the automatic quotation (spec 01 §1): the customer drops a Gerber zip, the server
 * analyses it, every quotation parameter with a CAM mapping in the merchant's book is filled from it (an entered
 * value still wins), what was found is shown beside the top/bottom preview, and the live price follows.
 * The board's design-rule figures are shown against the factory's capability table (issue 17), and a file whose
 * role the analysis got wrong can be corrected: the analysis reruns and the values and the price follow.
 * The file is stored as the customer's upload (unbound); "Make inquiry" sends the board, priced again by the
 * server from the file's analysis, to the factory.
 *
 * Opened with `uid` (and `from_url` = the manual-quotation index) it is the factory's manual quotation of that
 * inquiry (spec 01 §2.5): the inquiry is held for the staff member while the tab is open; closing the tab releases it
 * through updatethestatusofinquiry (spec 01 §2.7, shell/hooks/useTabs.ts).
 */
export default function OnlineInquiryPage() {
  const [search] = useSearchParams();
  const uid = search.get('uid');
  return uid ? <ManualQuotation uid={uid} /> : <GerberInquiry />;
}

function ManualQuotation({ uid }: { uid: string }) {
  const { t } = useTranslation('inquiry');
  const held = useQuery({
    queryKey: ['inquiries', 'quoting', uid],
    queryFn: () => openQuotation(uid),
    staleTime: Infinity,
    retry: false,
  });
  if (held.isLoading) return null;
  return (
    <Card title={t('title.quoteByHand', { no: held.data?.no ?? '' })} data-testid="manual-quotation">
      {held.data ? (
        <InquiryDetailView no={held.data.no} />
      ) : (
        <Alert
          type="warning"
          showIcon
          message={held.error instanceof Error ? held.error.message : ''}
          data-testid="manual-quotation-refused"
        />
      )}
    </Card>
  );
}

function GerberInquiry() {
  const { t } = useTranslation('gerber');
  const [values, setValues] = useState<Values>({});
  const [live, setLive] = useState<LiveEstimate | undefined>();
  const { authInfo } = useSession();
  const factory = authInfo?.user.enterprise_kind === 'factory' ? authInfo.user.enterprise_uid : undefined;
  const merchants = useQuery({ queryKey: ['pricing', 'merchants'], queryFn: () => getMerchants(), enabled: !factory });
  const [chosen, setChosen] = useState<string | undefined>();
  const merchant = factory ?? chosen;
  if (!factory && !chosen && merchants.data?.length) setChosen(merchants.data[0]!.uid);

  const upload = useGerberUpload({ merchant_uid: factory ? undefined : merchant });
  const book = useQuery({
    queryKey: ['pricing', 'book', merchant ?? ''],
    queryFn: () => getBook(merchant),
    enabled: !!merchant,
    staleTime: 5_000,
  });
  const file = upload.detail;
  const analysis = file?.analysis;
  const camValues = useMemo(() => (analysis ? camValuesOf(analysis) : undefined), [analysis]);

  if (!factory && merchants.data && merchants.data.length === 0) return <Empty description={t('inquiry.noMerchant')} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card title={t('inquiry.autoQuote')}>
        <Space direction="vertical" style={{ width: '100%' }}>
          {!factory && (
            <Space data-testid="inquiry-merchant">
              <Typography.Text>{t('upload.merchant')}</Typography.Text>
              <Select
                style={{ minWidth: 260 }}
                value={chosen}
                onChange={(uid: string) => {
                  setChosen(uid);
                  upload.reset();
                }}
                loading={merchants.isLoading}
                options={(merchants.data ?? []).map((m) => ({ value: m.uid, label: m.name }))}
              />
            </Space>
          )}
          <GerberDropZone state={upload.state} onFile={upload.start} disabled={!merchant} />
          {file?.analysis && (
            <Row gutter={16}>
              <Col xs={24} lg={10}>
                <GerberPreview uid={file.uid} version={file.updated_at} available />
              </Col>
              <Col xs={24} lg={14}>
                <CamFindings analysis={file.analysis} parameters={book.data?.book.parameters} />
              </Col>
            </Row>
          )}
          {file?.analysis && (
            <>
              <DfmFindings dfm={(file.analysis as { dfm?: DfmReport }).dfm} merchant={merchant} />
              <RoleCorrection fileUid={file.uid} files={file.analysis.files as AnalysedFile[]} />
            </>
          )}
        </Space>
      </Card>
      <Card title={t('inquiry.parameters')}>
        {camValues && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('inquiry.filledNote')} />}
        {merchant && (
          <QuotationForm
            key={merchant}
            merchant={merchant}
            camValues={camValues}
            onChange={(v, l) => {
              setValues(v);
              setLive(l);
            }}
          />
        )}
        {!factory && merchant && (
          <Space style={{ marginTop: 12 }}>
            <MakeInquiryButton
              merchant={merchant}
              productNo={live?.productNumber}
              values={values}
              gerberFileId={file?.analysis ? file.uid : undefined}
              source={file?.analysis ? 'gerber' : 'estimate'}
              ready={!!live?.local?.ok}
            />
          </Space>
        )}
      </Card>
    </Space>
  );
}
