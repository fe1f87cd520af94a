import { Link } from 'react-router-dom';
import type { Block, Inline, Rich } from 'shared-ui';

function Piece({ piece }: { piece: Inline }) {
  if (typeof piece === 'string') return piece;
  if ('strong' in piece) return <strong>{piece.strong}</strong>;
  if ('code' in piece) return <code>{piece.code}</code>;
  if (piece.to.startsWith('#')) return <a href={piece.to}>{piece.link}</a>;
  return <Link to={piece.to}>{piece.link}</Link>;
}

/** A catalogue entry with emphasis, code and links (shared-ui/texts `Rich`). */
export function RichText({ text }: { text: Rich }) {
  if (typeof text === 'string') return text;
  return text.map((piece, index) => <Piece key={index} piece={piece} />);
}

/** A long page's headings, paragraphs and lists (shared-ui/texts `Block`), in order. */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, index) => {
    if ('h2' in block) return <h2 key={index}>{block.h2}</h2>;
    if ('p' in block) {
      return (
        <p key={index}>
          <RichText text={block.p} />
        </p>
      );
    }
    return (
      <ul key={index}>
        {block.ul.map((item, itemIndex) => (
          <li key={itemIndex}>
            <RichText text={item} />
          </li>
        ))}
      </ul>
    );
  });
}
