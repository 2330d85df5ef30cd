/** Compiles unary, binary and logical operators (logical ones short-circuit). */
import type { BinaryNode, UnaryNode } from './ast';
import { compileNew } from './compile-chain';
import { compileNode, fail } from './compile-context';
import type { CompileState, Evaluator } from './compile-context';
import { FormulaError } from './errors';

const hasOwn = Object.prototype.hasOwnProperty;

export function compileUnary(node: UnaryNode, state: CompileState, position: number): Evaluator {
  if (node.operator === 'new') return compileNew(node, state, position);
  if (node.operator === 'typeof' && node.argument.type === 'Identifier') {
    const read = compileNode(node.argument, state, position);
    return (frame) => {
      try {
        return typeof read(frame);
      } catch (error) {
        if (error instanceof FormulaError && error.code === 'FORMULA_REFERENCE') return 'undefined';
        throw error;
      }
    };
  }
  const argument = compileNode(node.argument, state, position);
  switch (node.operator) {
    case '-':
      return (frame) => -(argument(frame) as number);
    case '+':
      return (frame) => +(argument(frame) as number);
    case '!':
      return (frame) => !argument(frame);
    case '~':
      return (frame) => ~(argument(frame) as number);
    case 'typeof':
      return (frame) => typeof argument(frame);
    default:
      return fail('FORMULA_UNSUPPORTED', `Unsupported operator ${node.operator}`, position, state);
  }
}

type Operands = (a: unknown, b: unknown) => unknown;

const BINARY: Readonly<Record<string, Operands>> = {
  '+': (a, b) => (a as number) + (b as number),
  '-': (a, b) => (a as number) - (b as number),
  '*': (a, b) => (a as number) * (b as number),
  '/': (a, b) => (a as number) / (b as number),
  '%': (a, b) => (a as number) % (b as number),
  '**': (a, b) => (a as number) ** (b as number),
  '==': (a, b) => a == b,
  '!=': (a, b) => a != b,
  '===': (a, b) => a === b,
  '!==': (a, b) => a !== b,
  '<': (a, b) => (a as number) < (b as number),
  '>': (a, b) => (a as number) > (b as number),
  '<=': (a, b) => (a as number) <= (b as number),
  '>=': (a, b) => (a as number) >= (b as number),
  '|': (a, b) => (a as number) | (b as number),
  '&': (a, b) => (a as number) & (b as number),
  '^': (a, b) => (a as number) ^ (b as number),
  '<<': (a, b) => (a as number) << (b as number),
  '>>': (a, b) => (a as number) >> (b as number),
  '>>>': (a, b) => (a as number) >>> (b as number),
};

export function compileBinary(node: BinaryNode, state: CompileState, position: number): Evaluator {
  const left = compileNode(node.left, state, position);
  const right = compileNode(node.right, state, node.right.start ?? position);
  switch (node.operator) {
    case '&&':
      return (frame) => left(frame) && right(frame);
    case '||':
      return (frame) => left(frame) || right(frame);
    case '??':
      return (frame) => left(frame) ?? right(frame);
    case '+':
      return (frame) => (left(frame) as number) + (right(frame) as number);
    case '-':
      return (frame) => (left(frame) as number) - (right(frame) as number);
    case '*':
      return (frame) => (left(frame) as number) * (right(frame) as number);
    case '===':
      return (frame) => left(frame) === right(frame);
    case '!==':
      return (frame) => left(frame) !== right(frame);
    case '>':
      return (frame) => (left(frame) as number) > (right(frame) as number);
    case '<':
      return (frame) => (left(frame) as number) < (right(frame) as number);
    default: {
      const operate = hasOwn.call(BINARY, node.operator) ? BINARY[node.operator] : undefined;
      if (operate === undefined) {
        return fail('FORMULA_UNSUPPORTED', `Unsupported operator ${node.operator}`, position, state);
      }
      return (frame) => operate(left(frame), right(frame));
    }
  }
}
