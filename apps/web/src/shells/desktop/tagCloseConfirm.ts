// antd's confirm dialog for closing a tag, in a chunk loaded with the first question (`TagBar`).
export { Modal } from 'antd';
