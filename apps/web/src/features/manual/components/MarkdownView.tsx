import { Typography } from 'antd';
import { Fragment, type ReactNode } from 'react';
import type { Block, Inline } from '../utils/markdown';

/** Links inside the manual stay in it; any other address opens in a new tab. */
function InlineView({ item }: { item: Inline }): ReactNode {
  switch (item.kind) {
    case 'text':
      return item.text;
    case 'bold':
      return <strong>{item.text}</strong>;
    case 'code':
      return <Typography.Text code>{item.text}</Typography.Text>;
    case 'image':
      return (
        <img src={item.src} alt={item.alt} loading="lazy" style={{ maxWidth: '100%', border: '1px solid #eef0f4', borderRadius: 6 }} />
      );
    case 'link': {
      const external = /^https?:/i.test(item.href);
      const href = external || item.href.startsWith('#') ? item.href : `#/manual/${item.href.replace(/\.md$/, '')}`;
      return external ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {item.text}
        </a>
      ) : (
        <a href={href}>{item.text}</a>
      );
    }
  }
}

const inlines = (items: readonly Inline[]) => items.map((item, index) => <InlineView key={index} item={item} />);

/** A section of the manual, from its parsed Markdown, as React elements. */
export function MarkdownView({ blocks }: { blocks: readonly Block[] }) {
  return (
    <Typography>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return (
              <Typography.Title key={index} level={block.level} id={block.id}>
                {block.text}
              </Typography.Title>
            );
          case 'paragraph':
            return <Typography.Paragraph key={index}>{inlines(block.inlines)}</Typography.Paragraph>;
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index}>
                {block.items.map((item, at) => (
                  <li key={at}>{inlines(item)}</li>
                ))}
              </List>
            );
          }
          case 'table':
            return (
              <div key={index} style={{ overflowX: 'auto', marginBottom: 16 }}>
                <table className="manual-table">
                  <thead>
                    <tr>
                      {block.header.map((cell, at) => (
                        <th key={at}>{inlines(cell)}</th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, at) => (
                      <tr key={at}>
                        {row.map((cell, col) => (
                          <td key={col}>
                            <Fragment>{inlines(cell)}</Fragment>
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
        }
      })}
    </Typography>
  );
}
