export * from "./model/index";
