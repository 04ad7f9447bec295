"use client";
export { DiagramFigure, type DiagramFigureProps } from "./diagram-figure";
export { defaultDiagramLimits, diagramTooLarge, type DiagramLimits } from "./diagram-limits";
export { loadMermaid } from "./load-mermaid";
export { MermaidDiagram, type MermaidDiagramProps } from "./mermaid-diagram";
export { renderDiagram, type DiagramResult, type DiagramScheme } from "./render-diagram";
export { svgImage, type SvgImage } from "./svg-image";
export { schemeOf, useScheme } from "./use-scheme";
export { withDiagrams } from "./with-diagrams";
