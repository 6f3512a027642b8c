/** Online inquiries: the list of either side, the detail with the comparison and the log, the review and "Make inquiry". */
export { default as InquiryList } from './InquiryList';
export { default as InquiryDetailView } from './InquiryDetailView';
export { default as ReviewPanel } from './ReviewPanel';
export { default as MakeInquiryButton } from './MakeInquiryButton';
export { default as DetailsFields, detailsOfForm } from './DetailsFields';
export { default as InquiryStatusTag } from './InquiryStatusTag';
export * from './api';
