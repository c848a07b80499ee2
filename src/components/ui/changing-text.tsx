import React from "react"

/**
 * Text that changes while the page is open (a count, a status, a button's label), in a <span> that React replaces
 * whenever the text changes rather than editing it. A browser's page translation replaces every text node with
 * <font> elements of its own: an edit to the original node would no longer show, and an insertion or removal beside
 * it can throw (React issue 11538). A new element is translated like any other.
 */
export function ChangingText({ children, ...props }: { children: string } & React.HTMLAttributes<HTMLSpanElement>) {
  return (
    <span key={children} {...props}>
      {children}
    </span>
  )
}
