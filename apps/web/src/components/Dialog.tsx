import { Modal, type ModalProps } from 'antd';

/** Every dialog of the portal: a click on the mask never closes it (spec 01 §9). The App's ConfigProvider says the same. */
export default function Dialog(props: ModalProps) {
  const mask = typeof props.mask === 'object' ? props.mask : {};
  return <Modal {...props} mask={{ ...mask, closable: false }} />;
}
