import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileText, IconPlus, IconTable, IconUpload } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';

export interface NewPersonMenuProps {
  /** "New Client", "New Staff", "Add New Admin". */
  label: string;
  /** The quick-add dialog, when the list has one. */
  onQuickAdd?: () => void;
  quickAddLabel?: string;
  createHref: string;
  excelHref: string;
  xeroHref: string;
}

/** The add menu of a people list (spec 2 §2): Create, Upload Via Excel, Import From Xero. */
export function NewPersonMenu(props: NewPersonMenuProps) {
  const navigate = useNavigate();
  const go = (href: string) => () => void navigate({ href });

  return (
    <Menu position="bottom-end" shadow="md" width={260} withinPortal>
      <Menu.Target>
        <Button
          leftSection={<IconPlus size={18} stroke={1.8} aria-hidden />}
          rightSection={<IconChevronDown size={16} stroke={1.8} aria-hidden />}
        >
          {props.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {props.onQuickAdd ? (
          <>
            <Menu.Item
              leftSection={<IconPlus size={18} stroke={1.8} aria-hidden />}
              onClick={props.onQuickAdd}
            >
              {props.quickAddLabel ?? 'Quick add'}
            </Menu.Item>
            <Menu.Divider />
          </>
        ) : null}
        <Menu.Item
          leftSection={<IconFileText size={18} stroke={1.8} aria-hidden />}
          onClick={go(props.createHref)}
        >
          Create
        </Menu.Item>
        <Menu.Item
          leftSection={<IconTable size={18} stroke={1.8} aria-hidden />}
          onClick={go(props.excelHref)}
        >
          Upload Via Excel
        </Menu.Item>
        <Menu.Item
          leftSection={<IconUpload size={18} stroke={1.8} aria-hidden />}
          onClick={go(props.xeroHref)}
        >
          Import From Xero
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
