export { MenuButton, type MenuButtonProps, type MenuItem } from "./menu-button";
