/** The formula syntax tree: the jsep node shapes the compiler accepts, with source offsets. */

interface Located {
  /** Offset of the first character of the token chain the node belongs to (set by the parser). */
  start?: number;
}

export interface LiteralNode extends Located {
  type: 'Literal';
  value: string | number | boolean | null;
  raw: string;
}
export interface IdentifierNode extends Located {
  type: 'Identifier';
  name: string;
}
export interface MemberNode extends Located {
  type: 'MemberExpression';
  computed: boolean;
  object: FormulaNode;
  property: FormulaNode;
  optional?: boolean;
}
export interface CallNode extends Located {
  type: 'CallExpression';
  callee: FormulaNode;
  arguments: FormulaNode[];
  optional?: boolean;
}
export interface UnaryNode extends Located {
  type: 'UnaryExpression';
  operator: string;
  argument: FormulaNode;
}
export interface BinaryNode extends Located {
  type: 'BinaryExpression';
  operator: string;
  left: FormulaNode;
  right: FormulaNode;
}
export interface ConditionalNode extends Located {
  type: 'ConditionalExpression';
  test: FormulaNode;
  consequent: FormulaNode;
  alternate: FormulaNode;
}
export interface ArrayNode extends Located {
  type: 'ArrayExpression';
  elements: Array<FormulaNode | null>;
}
export interface PropertyNode extends Located {
  type: 'Property';
  computed: boolean;
  key: FormulaNode;
  value?: FormulaNode;
  shorthand: boolean;
}
export interface ObjectNode extends Located {
  type: 'ObjectExpression';
  properties: FormulaNode[];
}
export interface SpreadNode extends Located {
  type: 'SpreadElement';
  argument: FormulaNode;
}
export interface TemplateElementNode extends Located {
  type: 'TemplateElement';
  value: { cooked: string; raw: string };
  tail: boolean;
}
export interface TemplateNode extends Located {
  type: 'TemplateLiteral';
  quasis: TemplateElementNode[];
  expressions: FormulaNode[];
}
export interface ArrowNode extends Located {
  type: 'ArrowFunctionExpression';
  params: FormulaNode[] | null;
  body: FormulaNode;
}
export interface SequenceNode extends Located {
  type: 'SequenceExpression';
  expressions: FormulaNode[];
}
export interface CompoundNode extends Located {
  type: 'Compound';
  body: FormulaNode[];
}
/** Any other jsep node (this, tagged templates…): rejected by the compiler. */
export interface OtherNode extends Located {
  type: 'ThisExpression' | 'TaggedTemplateExpression' | 'NewExpression';
  [key: string]: unknown;
}

export type FormulaNode =
  | LiteralNode
  | IdentifierNode
  | MemberNode
  | CallNode
  | UnaryNode
  | BinaryNode
  | ConditionalNode
  | ArrayNode
  | PropertyNode
  | ObjectNode
  | SpreadNode
  | TemplateElementNode
  | TemplateNode
  | ArrowNode
  | SequenceNode
  | CompoundNode
  | OtherNode;
