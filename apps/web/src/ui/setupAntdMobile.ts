import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __fieldlinkRoot?: Root };

let done = false;

/** antd-mobile's Toast and Dialog render outside the tree; under React 19 they need createRoot. Once is enough. */
export function setupAntdMobile(): void {
  if (done) return;
  done = true;
  unstableSetRender((node, container: Container) => {
    container.__fieldlinkRoot ??= createRoot(container);
    const root = container.__fieldlinkRoot;
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete container.__fieldlinkRoot;
    };
  });
}
