import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Empty, Row, Select, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DfmFindings, RoleCorrection, type AnalysedFile, type DfmReport } from '../../features/capability';
import { CamFindings, camValuesOf, GerberDropZone, GerberPreview, useGerberUpload } from '../../features/gerber';
import { getBook, getMerchants, QuotationForm } from '../../features/pricing';
import { useSession } from '../../stores/session';

/**
 * The online inquiry with the automatic quotation (spec 01 §1): the customer drops a Gerber zip, the server
 * analyses it, every quotation parameter with a CAM mapping in the merchant's book is filled from it (an entered
 * value still wins), what was found is shown beside the top/bottom preview, and the live price follows.
 * The board's design-rule figures are shown against the factory's capability table (issue 17), and a file whose
 * role the analysis got wrong can be corrected: the analysis reruns and the values and the price follow.
 * The file is stored as the customer's upload (unbound). Submitting the inquiry arrives in a later release.
 */
export default function OnlineInquiryPage() {
  const { t } = useTranslation('gerber');
  const { authInfo } = useSession();
  const factory = authInfo?.user.enterprise_kind === 'factory' ? authInfo.user.enterprise_uid : undefined;
  const merchants = useQuery({ queryKey: ['pricing', 'merchants'], queryFn: () => getMerchants(), enabled: !factory });
  const [chosen, setChosen] = useState<string | undefined>();
  const merchant = factory ?? chosen;
  useEffect(() => {
    if (!factory && !chosen && merchants.data?.length) setChosen(merchants.data[0]!.uid);
  }, [factory, chosen, merchants.data]);

  const upload = useGerberUpload({ merchant_uid: factory ? undefined : merchant });
  const book = useQuery({ queryKey: ['pricing', 'book', merchant ?? ''], queryFn: () => getBook(merchant), enabled: !!merchant, staleTime: 5_000 });
  const file = upload.detail;
  const camValues = useMemo(() => (file?.analysis ? camValuesOf(file.analysis) : undefined), [file?.analysis]);

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
        {merchant && <QuotationForm key={merchant} merchant={merchant} camValues={camValues} />}
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {t('inquiry.submitLater')}
        </Typography.Paragraph>
      </Card>
    </Space>
  );
}
