import { Fragment, type ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { parseMarkdown, type Block, type Inline } from "@/lib/content/markdown";

/**
 * Draws parsed Markdown as React elements. Text always goes through React's escaping (there is no
 * raw-HTML path), so a `<script>` typed into a post shows up as those characters.
 */
function renderInline(nodes: Inline[]): ReactNode {
  return nodes.map((node, i) => {
    switch (node.type) {
      case "text":
        return <Fragment key={i}>{node.text}</Fragment>;
      case "strong":
        return (
          <strong key={i} className="font-semibold text-zinc-900">
            {renderInline(node.children)}
          </strong>
        );
      case "em":
        return <em key={i}>{renderInline(node.children)}</em>;
      case "code":
        return (
          <code key={i} className="rounded bg-zinc-100 px-1 py-0.5 font-mono text-[0.85em] text-zinc-800">
            {node.text}
          </code>
        );
      case "link":
        return (
          <a
            key={i}
            href={node.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-600"
          >
            {renderInline(node.children)}
          </a>
        );
    }
  });
}

const HEADING_CLASS: Record<number, string> = {
  1: "mt-6 text-2xl font-semibold tracking-tight",
  2: "mt-6 text-xl font-semibold tracking-tight",
  3: "mt-5 text-lg font-semibold",
  4: "mt-4 text-base font-semibold",
  5: "mt-4 text-sm font-semibold",
  6: "mt-4 text-sm font-semibold text-zinc-600",
};

function renderBlock(block: Block, key: number): ReactNode {
  switch (block.type) {
    case "heading": {
      const Tag = `h${block.level}` as const;
      return (
        <Tag key={key} className={cn("text-zinc-900 first:mt-0", HEADING_CLASS[block.level])}>
          {renderInline(block.children)}
        </Tag>
      );
    }
    case "paragraph":
      return (
        <p key={key} className="mt-3 whitespace-pre-line first:mt-0">
          {renderInline(block.children)}
        </p>
      );
    case "list": {
      const items = block.items.map((item, i) => (
        <li key={i} className="pl-1">
          {renderInline(item)}
        </li>
      ));
      return block.ordered ? (
        <ol key={key} start={block.start} className="mt-3 list-decimal space-y-1 pl-6 first:mt-0">
          {items}
        </ol>
      ) : (
        <ul key={key} className="mt-3 list-disc space-y-1 pl-6 first:mt-0">
          {items}
        </ul>
      );
    }
    case "quote":
      return (
        <blockquote key={key} className="mt-3 border-l-2 border-brand-300 pl-4 italic text-zinc-600 first:mt-0">
          {block.children.map(renderBlock)}
        </blockquote>
      );
    case "code":
      return (
        <pre
          key={key}
          className="mt-3 overflow-x-auto rounded-lg bg-zinc-900 p-3 font-mono text-[13px] leading-relaxed text-zinc-100 first:mt-0"
        >
          <code>{block.text}</code>
        </pre>
      );
    case "rule":
      return <hr key={key} className="my-5 border-zinc-200" />;
  }
}

export function MarkdownPreview({ source, className }: { source: string; className?: string }) {
  return (
    <div className={cn("text-[15px] leading-relaxed text-zinc-700", className)}>
      {parseMarkdown(source).map(renderBlock)}
    </div>
  );
}
