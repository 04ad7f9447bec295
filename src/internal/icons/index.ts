// partkit's icon set (internal: components import the glyphs they draw; nothing is exported from
// the package). Drawn for partkit on a 24 px grid; see glyphs.tsx.
export { Icon, type IconProps } from "./icon";
export {
  AlertIcon,
  CheckCircleIcon,
  CheckIcon,
  ChevronDownIcon,
  ClockIcon,
  CloseIcon,
  CodeIcon,
  CopyIcon,
  DownloadIcon,
  ExpandIcon,
  ExternalIcon,
  FileIcon,
  HandIcon,
  InfoIcon,
  LoaderIcon,
  MoreIcon,
  PaperclipIcon,
  PencilIcon,
  SendIcon,
  StopIcon,
  TextIcon,
  ToolIcon,
  XCircleIcon,
} from "./glyphs";
